import { describe, expect, it } from 'vitest';
import { resumePathOf } from './onboarding';
import { paths } from './paths';

describe('resumePathOf (000 §4: a user returning mid-way resumes at the right step)', () => {
  const applicationId = '6f1c2a52-5b8e-4f57-9a43-0a5e1b2c3d4e';
  it('sends one who named an application to its connectors, and one past the connectors to its consumer', () => {
    expect(resumePathOf({ step: 'application_name', applicationId }, [applicationId])).toBe(
      paths.setupWizard.connectors({ applicationId }),
    );
    expect(resumePathOf({ step: 'connectors', applicationId }, [applicationId])).toBe(
      paths.setupWizard.consumer({ applicationId }),
    );
  });
  it('sends nowhere before the wizard, once it is done, or when the application is gone', () => {
    expect(resumePathOf({ step: 'none', applicationId: null }, [])).toBeNull();
    expect(resumePathOf({ step: 'init', applicationId }, [applicationId])).toBeNull();
    expect(resumePathOf({ step: 'consumer', applicationId }, [applicationId])).toBeNull();
    expect(resumePathOf({ step: 'connectors', applicationId }, [])).toBeNull();
  });
});
