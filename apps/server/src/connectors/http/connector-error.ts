import { VENDOR_ERROR_STATUS, type VendorErrorCode } from '@portal/shared/connectors/connectors.constants';

/**
 * A failure at or about the vendor, in the unified error vocabulary. `statusCode` is what the unified API answers
 * (CONNECTION_INVALID 424, VENDOR_TIMEOUT 504, VENDOR_UNREACHABLE and VENDOR_ERROR 502, NOT_FOUND 404, …), and
 * `toErrorBody()` is the contract's error body, so the data plane can answer it as it is.
 */
export class ConnectorError extends Error {
  constructor(
    readonly code: VendorErrorCode,
    message: string,
    readonly details: { vendorStatus?: number; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ConnectorError';
  }

  get statusCode(): number {
    return VENDOR_ERROR_STATUS[this.code];
  }

  toErrorBody() {
    return { error: { statusCode: this.statusCode, code: this.code, message: this.message } };
  }
}

export const isConnectorError = (error: unknown): error is ConnectorError => error instanceof ConnectorError;
