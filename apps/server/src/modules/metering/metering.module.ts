import { defineModule } from '../../lib/module';
import { createMeteringService } from './metering.service';

/** Admission (rate limit, the API calls of the team's period) and counting of the data plane's calls. */
export const meteringModule = defineModule({
  name: 'metering',
  services: { metering: createMeteringService },
  workers: ({ metering }) => [metering.worker],
});
