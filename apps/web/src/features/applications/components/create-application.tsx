import { APPLICATION_MESSAGES } from '@portal/shared/applications/applications.constants';
import type { Application } from '@portal/shared/applications/applications.schemas';
import { can } from '@portal/shared/permissions/permissions';
import { message } from 'antd';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useWorkspace } from '../../../shared/workspace/workspace';

const CreateApplicationModal = lazy(() => import('./create-application-modal'));

const CreateApplicationContext = createContext<(() => void) | null>(null);

/** Opens the Create application form (rendered once by the layout, so its toast outlives the screen that opened it). */
export function useCreateApplication(): () => void {
  const open = useContext(CreateApplicationContext);
  if (!open) throw new Error('useCreateApplication: render inside CreateApplicationHost');
  return open;
}

/** The teams where the user may create applications: where they are Owner or Admin (000 §5). */
export function useEligibleTeams() {
  const { teams } = useWorkspace();
  return useMemo(() => teams.filter((team) => can(team.role, 'createApplication')), [teams]);
}

/**
 * Hosts Create application (000 §5) for every screen: the form itself is a lazy chunk mounted while open
 * (create-application-modal.tsx); the toast and the switch to the new application stay here.
 */
export function CreateApplicationHost({ children }: { children: ReactNode }) {
  const { team, chooseApplication } = useWorkspace();
  const eligible = useEligibleTeams();
  const [open, setOpen] = useState(false);
  const [toast, toastHolder] = message.useMessage();
  const defaultAccount = eligible.find((candidate) => candidate.id === team?.id)?.id ?? eligible[0]?.id;
  const show = useCallback(() => setOpen(true), []);

  const created = (application: Application) => {
    setOpen(false);
    void toast.success(APPLICATION_MESSAGES.added);
    void chooseApplication(application).catch(() => undefined);
  };

  return (
    <CreateApplicationContext.Provider value={show}>
      {toastHolder}
      {children}
      {open && (
        <Suspense fallback={null}>
          <CreateApplicationModal
            eligible={eligible}
            defaultAccount={defaultAccount}
            onClose={() => setOpen(false)}
            onCreated={created}
          />
        </Suspense>
      )}
    </CreateApplicationContext.Provider>
  );
}
