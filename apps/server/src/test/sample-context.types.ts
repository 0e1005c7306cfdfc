/** What the endpoint samples (endpoint-samples.ts) may ask for: the team, and helpers that make fresh targets. */
export interface SampleContext {
  /**
   * The team scoped samples name; the test signs in an Owner, Admin, Developer, Viewer, a suspended member and a
   * stranger.
   */
  team: { id: string };
  /** A new member of the team (a target to change or remove), answered by its member id. */
  newMember(): Promise<string>;
  /** A new open invitation of the team, answered by its id. */
  newInvitation(): Promise<string>;
  /** The team's application that application-scoped samples name (made when the team has none). */
  application(): Promise<string>;
  /** Deletes the team's applications, so one can be created within the Free plan's limit. */
  roomForApplication(): Promise<void>;
  /** A fresh application of the team (a target to delete), in place of the one there was. */
  newApplication(): Promise<string>;
  /** A new API key of `application()`, answered by its id. */
  newCredential(): Promise<string>;
  /** A new API key of `application()` itself. */
  newApiKey(): Promise<{ applicationId: string; apiKey: string }>;
  /** An access token of `application()`, as the data plane's callers hold one. */
  applicationToken(): Promise<string>;
  /** Deletes the consumers of `application()`, so one can be created within the Free plan's limit. */
  roomForConsumer(): Promise<void>;
  /** A fresh consumer of `application()` (a target to read or delete), in place of the one there was. */
  newConsumer(): Promise<string>;
  /** An access token of a fresh consumer of `application()`. */
  consumerToken(): Promise<string>;
  /** Enables `serviceId` in `application()` (the one integration the Free plan allows: samples use one service). */
  enabledIntegration(serviceId: string): Promise<string>;
  /** Gives `application()`'s connection to an OAuth connector a client id and secret, so Authorize can start. */
  oauthReady(serviceId: string): Promise<string>;
  /** A new field mapping of `application()`'s integration with `serviceId`, answered by its id. */
  newRemap(serviceId: string, type: string): Promise<string>;
  /** A new (disabled) webhook of `application()`, answered by its id. */
  newWebhook(): Promise<string>;
  /** A new webhook of `application()`'s test environment (HRIS, a URL of its own), answered by its URL. */
  newTestWebhook(): Promise<string>;
  /** A failed delivery of a new webhook of `application()`. */
  newDelivery(): Promise<{ webhookId: string; deliveryId: string }>;
  /** A new request log of `application()`, answered by its id. */
  newRequestLog(): Promise<string>;
  /** The token of a new connect session of a fresh consumer of `application()`'s environment, offering `serviceId`. */
  newConnectToken(environment: 'test' | 'live', serviceId: string): Promise<string>;
  /** A test session's token whose consumer's connection to `serviceId` was authorized after it began. */
  authorizedConnectToken(serviceId: string): Promise<string>;
  /** A pending magic link of a fresh consumer of `application()` offering `serviceId`, answered by its id. */
  newConnectLink(serviceId: string): Promise<string>;
  /** `application()`'s Azure directory connection (made when it has none). */
  directoryConnection(): Promise<{ applicationId: string; connectionId: string }>;
  /** A new SCIM token of that connection (replacing the one before). */
  scimToken(): Promise<{ connectionId: string; token: string }>;
  /** A new pushed user or group of that connection, with a new token. */
  newScimResource(type: 'User' | 'Group'): Promise<{ connectionId: string; token: string; id: string }>;
}
