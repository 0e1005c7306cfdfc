import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { addCredential, api, createApplication, signUp } from '../../../shared/lib/test/api';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { ConsumerServicePage } from './consumer-service-page';

const LOADED = { timeout: 10_000 };

/** An Owner whose live application has Dustin (a file connector) enabled, an API key and a consumer. */
async function consumerOfDustin() {
  const owner = await signUp({ name: 'Ada' });
  const application = await createApplication(owner.token, owner.teamId, 'Shop');
  const body = { accountId: owner.teamId, serviceId: 'dustin', application: application.id, isEnabled: true };
  await api.call(integrationsEndpoints.update, { token: owner.token, params: { serviceId: 'dustin' }, body });
  await addCredential(owner.token, application.id, 'live');
  const consumer = (
    await api.call(consumersEndpoints.create, {
      token: owner.token,
      body: { name: 'Acme Logistics', application: application.id, environment: 'live' },
    })
  ).data;
  return { owner, consumer };
}

const csv = (text: string, name: string) => new File([text], name, { type: 'text/csv' });

describe("a consumer's connection to a file connector", { timeout: 40_000 }, () => {
  it('shows its own FTP account, uploads for it, and lists each file with its import outcome', async () => {
    const { owner, consumer } = await consumerOfDustin();
    renderWithProviders(<ConsumerServicePage />, {
      token: owner.token,
      workspace: 'resolved',
      path: paths.consumerService.pattern,
      initialEntry: paths.consumerService({ consumerId: consumer.id, serviceId: 'dustin' }),
    });
    expect(await screen.findByTestId('ftp-username', {}, LOADED)).toHaveTextContent(/dustin-/);
    expect(screen.getByTestId('ftp-section')).toHaveTextContent("Files sent here become this consumer's data.");
    expect(screen.getByTestId('ftp-section')).toHaveTextContent('No files received yet');

    fireEvent.change(screen.getByTestId('ftp-upload'), {
      target: { files: [csv('Artikelnr;Produktnamn;Ditt pris\nA-1;Dock;1990\nA-2;Mouse;99\n', 'prices.csv')] },
    });
    await waitFor(() => expect(screen.getByTestId('ftp-file')).toHaveTextContent('In use: 2 records'), {
      timeout: 20_000,
    });

    fireEvent.change(screen.getByTestId('ftp-upload'), {
      target: { files: [csv('Artikelnr;Produktnamn;Ditt pris\nB-1;Dock;ring oss\n', 'broken.csv')] },
    });
    await waitFor(
      () => {
        const rows = screen.getAllByTestId('ftp-file');
        expect(within(rows[0]!).getByText(/Refused at line 2/)).toBeInTheDocument();
        expect(rows[1]).toHaveTextContent('In use: 2 records');
      },
      { timeout: 20_000 },
    );
  });
});
