import type { EndpointSpec, InputOf } from '@portal/shared/common/endpoint';
import type { SampleContext } from './sample-context.types';

/** What a sample gives its endpoint: the contract's input, and headers for a token of the data plane. */
export type SampleInputOf<E extends EndpointSpec> = InputOf<E> & { headers?: Record<string, string> };
export type Sample<E extends EndpointSpec> = (context: SampleContext) => SampleInputOf<E> | Promise<SampleInputOf<E>>;
/** A sample for every endpoint of a contract domain. */
export type SamplesOf<Group> = { [K in keyof Group]: Group[K] extends EndpointSpec ? Sample<Group[K]> : never };
