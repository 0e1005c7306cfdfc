import { UNIFIED_APIS, type UnifiedApi } from '@portal/shared/connectors/connectors.constants';
import type { ConnectService } from '@portal/shared/connect/connect.schemas';
import { useState } from 'preact/hooks';
import type { MessageKey } from './messages';
import { StepHeading, useTranslate } from './ui';

const CATEGORY_KEYS: Record<UnifiedApi, MessageKey> = {
  HRIS: 'categoryHRIS',
  AM: 'categoryAM',
  MDM: 'categoryMDM',
  SSO: 'categorySSO',
  ATS: 'categoryATS',
  Shipment: 'categoryShipment',
  Distributor: 'categoryDistributor',
};

/** A connection the end user already has: it answers calls or was authorized. */
export const isConnected = (service: Pick<ConnectService, 'state'>) =>
  service.state === 'callable' || service.state === 'authorized';

/** The services that match a search (name or description, any case) and a category (null: all). */
export function matchingServices(services: ConnectService[], search: string, category: UnifiedApi | null) {
  const words = search.trim().toLowerCase();
  return services.filter(
    (service) =>
      (category === null || service.unifiedApi === category) &&
      (words === '' || `${service.name} ${service.description}`.toLowerCase().includes(words)),
  );
}

interface ChooseStepProps {
  appName: string;
  services: ConnectService[];
  onChoose: (service: ConnectService) => void;
}

/** Step 1: the services offered, with a search and the categories among them. */
export function ChooseStep({ appName, services, onChoose }: ChooseStepProps) {
  const t = useTranslate();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<UnifiedApi | null>(null);
  const categories = UNIFIED_APIS.filter((api) => services.some((service) => service.unifiedApi === api));
  const shown = matchingServices(services, search, category);
  return (
    <section aria-labelledby="choose-heading">
      <StepHeading id="choose-heading">{t('chooseTitle')}</StepHeading>
      <p class="intro">{t('chooseIntro', { app: appName })}</p>
      <div class="filters">
        <label class="field grow">
          <span class="label">{t('searchLabel')}</span>
          <input
            type="search"
            value={search}
            autoComplete="off"
            onInput={(event) => setSearch((event.currentTarget as HTMLInputElement).value)}
          />
        </label>
        {categories.length > 1 ? (
          <label class="field">
            <span class="label">{t('categoryLabel')}</span>
            <select
              value={category ?? ''}
              onChange={(event) =>
                setCategory(((event.currentTarget as HTMLSelectElement).value || null) as UnifiedApi)
              }
            >
              <option value="">{t('allCategories')}</option>
              {categories.map((api) => (
                <option key={api} value={api}>
                  {t(CATEGORY_KEYS[api])}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <p class="visually-hidden" aria-live="polite">
        {t('servicesFound', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <p class="empty">{t('noMatch')}</p>
      ) : (
        <ul class="services">
          {shown.map((service) => (
            <li key={service.serviceId}>
              <button type="button" class="service" onClick={() => onChoose(service)}>
                <img class="service-logo" src={service.logo} alt="" />
                <span class="service-text">
                  <span class="service-name">{service.name}</span>
                  <span class="service-category">{t(CATEGORY_KEYS[service.unifiedApi])}</span>
                </span>
                {isConnected(service) ? <span class="connected">{t('connected')}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
