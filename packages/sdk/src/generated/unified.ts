// Generated from openapi.json by openapi-typescript (npm run generate -w @portal/sdk). Do not edit.
/* eslint-disable */
export interface paths {
    "/am/hardware-assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List hardware assets of the consumer's connection */
        get: operations["unified.am.hardware-assets.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/am/hardware-assets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one hardware asset of the consumer's connection */
        get: operations["unified.am.hardware-assets.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consumers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The application's consumers, id and name, by cursor (the explorer's call); `applicationId` must be the token's application */
        get: operations["unified.consumers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ats/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List candidates of the consumer's connection */
        get: operations["unified.ats.candidates.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ats/candidates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one candidate of the consumer's connection */
        get: operations["unified.ats.candidates.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ats/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List jobs of the consumer's connection */
        get: operations["unified.ats.jobs.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ats/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one job of the consumer's connection */
        get: operations["unified.ats.jobs.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A connect session for one consumer (by id, or made or found by the developer's `externalId`): a single-use token and the hosted page's URL, in the environment of the key or token */
        post: operations["connectSessions.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A session's status: pending, completed (with the connection id), expired or revoked */
        get: operations["connectSessions.get"];
        put?: never;
        post?: never;
        /** Revoke a pending session: its link stops working at once */
        delete: operations["connectSessions.revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's callable connections among the application's enabled integrations: a consumer's own, or with an application token the application's own */
        get: operations["unified.connections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/directory/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List groups of the consumer's connection */
        get: operations["unified.directory.groups.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/directory/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one group of the consumer's connection */
        get: operations["unified.directory.groups.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/directory/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List users of the consumer's connection */
        get: operations["unified.directory.users.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/directory/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one user of the consumer's connection */
        get: operations["unified.directory.users.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distributor/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List products of the consumer's connection */
        get: operations["unified.distributor.products.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/distributor/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one product of the consumer's connection */
        get: operations["unified.distributor.products.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hris/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List employees of the consumer's connection */
        get: operations["unified.hris.employees.list"];
        put?: never;
        /**
         * Create employee through the consumer's connection
         * @description Supported by: BambooHR (bamboohr), Hibob (hibob). Answers 501 UNSUPPORTED_OPERATION, naming what the vendor supports, for: CatalystOne (catalystone), Deel (deel), HaileyHR (haileyhr), SAP (sap-successfactors). With `dryRun=true` nothing is sent: the answer is the vendor request the write would send, secrets masked.
         */
        post: operations["unified.hris.employees.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hris/employees/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one employee of the consumer's connection */
        get: operations["unified.hris.employees.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update employee through the consumer's connection
         * @description Supported by: BambooHR (bamboohr), Hibob (hibob). Answers 501 UNSUPPORTED_OPERATION, naming what the vendor supports, for: CatalystOne (catalystone), Deel (deel), HaileyHR (haileyhr), SAP (sap-successfactors). With `dryRun=true` nothing is sent: the answer is the vendor request the write would send, secrets masked.
         */
        patch: operations["unified.hris.employees.update"];
        trace?: never;
    };
    "/hris/employees/{id}/terminate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Terminate an employee (end the employment) through the consumer's connection
         * @description Supported by: BambooHR (bamboohr), Hibob (hibob). Answers 501 UNSUPPORTED_OPERATION, naming what the vendor supports, for: CatalystOne (catalystone), Deel (deel), HaileyHR (haileyhr), SAP (sap-successfactors). With `dryRun=true` nothing is sent: the answer is the vendor request the write would send, secrets masked.
         */
        post: operations["unified.hris.employees.terminate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A write the vendor carries out later (202 of an MDM action): pending, succeeded with the record, or failed with the reason; the consumer's own jobs only */
        get: operations["unifiedJobs.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mdm/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List devices of the consumer's connection */
        get: operations["unified.mdm.devices.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mdm/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one device of the consumer's connection */
        get: operations["unified.mdm.devices.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mdm/devices/{id}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lock a device through the consumer's connection
         * @description Supported by: Jamf (jamf). Answers 501 UNSUPPORTED_OPERATION, naming what the vendor supports, for: Kandji (kandji), Microsoft Intune (microsoft-intune), Hexnode (hexnode), Google devices (google-devices). With `dryRun=true` nothing is sent: the answer is the vendor request the write would send, secrets masked.
         */
        post: operations["unified.mdm.devices.lock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mdm/devices/{id}/restart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restart a device through the consumer's connection
         * @description Supported by: Jamf (jamf). Answers 501 UNSUPPORTED_OPERATION, naming what the vendor supports, for: Kandji (kandji), Microsoft Intune (microsoft-intune), Hexnode (hexnode), Google devices (google-devices). With `dryRun=true` nothing is sent: the answer is the vendor request the write would send, secrets masked.
         */
        post: operations["unified.mdm.devices.restart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mdm/devices/{id}/wipe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wipe a device (erase it; needs confirm: true) through the consumer's connection
         * @description Supported by: Jamf (jamf). Answers 501 UNSUPPORTED_OPERATION, naming what the vendor supports, for: Kandji (kandji), Microsoft Intune (microsoft-intune), Hexnode (hexnode), Google devices (google-devices). With `dryRun=true` nothing is sent: the answer is the vendor request the write would send, secrets masked.
         */
        post: operations["unified.mdm.devices.wipe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/passthrough/{serviceId}/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Forwards the method, query and body to the vendor's path with the connection's credentials; answers the vendor's status, content type and body */
        get: operations["unified.passthrough.get"];
        /** Forwards the method, query and body to the vendor's path with the connection's credentials; answers the vendor's status, content type and body */
        put: operations["unified.passthrough.put"];
        /** Forwards the method, query and body to the vendor's path with the connection's credentials; answers the vendor's status, content type and body */
        post: operations["unified.passthrough.post"];
        /** Forwards the method, query and body to the vendor's path with the connection's credentials; answers the vendor's status, content type and body */
        delete: operations["unified.passthrough.delete"];
        options?: never;
        head?: never;
        /** Forwards the method, query and body to the vendor's path with the connection's credentials; answers the vendor's status, content type and body */
        patch: operations["unified.passthrough.patch"];
        trace?: never;
    };
    "/shipment/trackings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one tracking of the consumer's connection */
        get: operations["unified.shipment.trackings.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sso/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Starts a sign-in of one of the consumer's users at the consumer's identity provider: the URL to send the browser to (OIDC with PKCE and nonce, or a SAML AuthnRequest). The browser comes back to `redirectUri` with `code` and `state`, or `error` */
        get: operations["ssoSignIn.authorize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sso/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchanges the one-time `code` of a sign-in (60 seconds, once) for the user's normalised profile */
        post: operations["ssoSignIn.token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "unified.am.hardware-assets.list": {
        parameters: {
            query?: {
                cursor?: string;
                /** @description `true` adds the vendor's raw record as `remoteData` */
                includeRemoteData?: "true" | "false";
                /** @description Records per page; capped at the vendor's largest page */
                pageSize?: number;
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            assetTag: string | null;
                            assignedTo: {
                                email?: string | null;
                                id: string;
                                name?: string | null;
                                remoteId: string;
                            } | null;
                            category: string | null;
                            cost: {
                                amount: number;
                                currency: string | null;
                            } | null;
                            customFields?: {
                                [key: string]: unknown;
                            };
                            id: string;
                            location: string | null;
                            model: string | null;
                            /** Format: date */
                            purchaseDate: string | null;
                            remoteData?: {
                                [key: string]: unknown;
                            };
                            remoteId: string;
                            serialNumber: string | null;
                            status: ("IN_USE" | "IN_STOCK" | "IN_REPAIR" | "RETIRED" | "MISSING" | "ON_ORDER" | "OTHER") | null;
                            supplier: string | null;
                            /** Format: date */
                            warrantyExpiresOn: string | null;
                        }[];
                        meta: {
                            next: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.am.hardware-assets.get": {
        parameters: {
            query?: {
                /** @description `true` adds the vendor's raw record as `remoteData` */
                includeRemoteData?: "true" | "false";
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Hardware asset */
                        data: {
                            assetTag: string | null;
                            assignedTo: {
                                email?: string | null;
                                id: string;
                                name?: string | null;
                                remoteId: string;
                            } | null;
                            category: string | null;
                            cost: {
                                amount: number;
                                currency: string | null;
                            } | null;
                            customFields?: {
                                [key: string]: unknown;
                            };
                            id: string;
                            location: string | null;
                            model: string | null;
                            /** Format: date */
                            purchaseDate: string | null;
                            remoteData?: {
                                [key: string]: unknown;
                            };
                            remoteId: string;
                            serialNumber: string | null;
                            status: ("IN_USE" | "IN_STOCK" | "IN_REPAIR" | "RETIRED" | "MISSING" | "ON_ORDER" | "OTHER") | null;
                            supplier: string | null;
                            /** Format: date */
                            warrantyExpiresOn: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.consumers": {
        parameters: {
            query?: {
                applicationId?: string;
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                        }[];
                        meta: {
                            next: string | null;
                            previous: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only an application token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.ats.candidates.list": {
        parameters: {
            query?: {
                cursor?: string;
                /** @description `true` adds the vendor's raw record as `remoteData` */
                includeRemoteData?: "true" | "false";
                /** @description Records per page; capped at the vendor's largest page */
                pageSize?: number;
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            applications: string[];
                            company: string | null;
                            /** Format: date-time */
                            createdAt: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            };
                            emails: string[];
                            firstName: string | null;
                            id: string;
                            lastName: string | null;
                            phones: string[];
                            remoteData?: {
                                [key: string]: unknown;
                            };
                            remoteId: string;
                            tags: string[];
                            title: string | null;
                            /** Format: date-time */
                            updatedAt: string | null;
                        }[];
                        meta: {
                            next: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.ats.candidates.get": {
        parameters: {
            query?: {
                /** @description `true` adds the vendor's raw record as `remoteData` */
                includeRemoteData?: "true" | "false";
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Candidate */
                        data: {
                            applications: string[];
                            company: string | null;
                            /** Format: date-time */
                            createdAt: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            };
                            emails: string[];
                            firstName: string | null;
                            id: string;
                            lastName: string | null;
                            phones: string[];
                            remoteData?: {
                                [key: string]: unknown;
                            };
                            remoteId: string;
                            tags: string[];
                            title: string | null;
                            /** Format: date-time */
                            updatedAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.ats.jobs.list": {
        parameters: {
            query?: {
                cursor?: string;
                /** @description `true` adds the vendor's raw record as `remoteData` */
                includeRemoteData?: "true" | "false";
                /** @description Records per page; capped at the vendor's largest page */
                pageSize?: number;
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string | null;
                            /** Format: date-time */
                            createdAt: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            };
                            departments: string[];
                            description: string | null;
                            hiringManagers: string[];
                            id: string;
                            name: string | null;
                            offices: string[];
                            remoteData?: {
                                [key: string]: unknown;
                            };
                            remoteId: string;
                            status: ("OPEN" | "CLOSED" | "DRAFT" | "ARCHIVED" | "PENDING") | null;
                            /** Format: date-time */
                            updatedAt: string | null;
                        }[];
                        meta: {
                            next: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.ats.jobs.get": {
        parameters: {
            query?: {
                /** @description `true` adds the vendor's raw record as `remoteData` */
                includeRemoteData?: "true" | "false";
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Job */
                        data: {
                            code: string | null;
                            /** Format: date-time */
                            createdAt: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            };
                            departments: string[];
                            description: string | null;
                            hiringManagers: string[];
                            id: string;
                            name: string | null;
                            offices: string[];
                            remoteData?: {
                                [key: string]: unknown;
                            };
                            remoteId: string;
                            status: ("OPEN" | "CLOSED" | "DRAFT" | "ARCHIVED" | "PENDING") | null;
                            /** Format: date-time */
                            updatedAt: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "connectSessions.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    consumer?: {
                        externalId: string;
                        name?: string;
                    };
                    consumerId?: string;
                    /** @default 1800 */
                    expiresInSeconds?: number;
                    integrations?: string[];
                    /** @enum {string} */
                    locale?: "en" | "sv" | "nb" | "da" | "fi" | "de" | "fr";
                    reconnect?: string;
                    redirectUrl?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            expiresAt: string;
                            id: string;
                            token: string;
                            url: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only an application token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "connectSessions.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            completedAt: string | null;
                            connectionId: string | null;
                            consumer: {
                                externalId: string | null;
                                id: string;
                                name: string;
                            };
                            createdAt: string;
                            email: string | null;
                            /** @enum {string} */
                            environment: "test" | "live";
                            expiresAt: string;
                            id: string;
                            integrations: string[];
                            /** @enum {string} */
                            kind: "session" | "link";
                            locale: ("en" | "sv" | "nb" | "da" | "fi" | "de" | "fr") | null;
                            reconnect: string | null;
                            redirectUrl: string | null;
                            revokedAt: string | null;
                            serviceId: string | null;
                            /** @enum {string} */
                            status: "pending" | "completed" | "expired" | "revoked";
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only an application token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "connectSessions.revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            completedAt: string | null;
                            connectionId: string | null;
                            consumer: {
                                externalId: string | null;
                                id: string;
                                name: string;
                            };
                            createdAt: string;
                            email: string | null;
                            /** @enum {string} */
                            environment: "test" | "live";
                            expiresAt: string;
                            id: string;
                            integrations: string[];
                            /** @enum {string} */
                            kind: "session" | "link";
                            locale: ("en" | "sv" | "nb" | "da" | "fi" | "de" | "fr") | null;
                            reconnect: string | null;
                            redirectUrl: string | null;
                            revokedAt: string | null;
                            serviceId: string | null;
                            /** @enum {string} */
                            status: "pending" | "completed" | "expired" | "revoked";
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only an application token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.connections": {
        parameters: {
            query?: {
                applicationId?: string;
                state?: "added" | "available" | "callable" | "authorized" | "invalid";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            applicationId: string;
                            authorizedAt: string | null;
                            authorizeUrl: string | null;
                            checkedAt: string | null;
                            consumerId: string | null;
                            enabled: boolean;
                            failingSince: string | null;
                            files: {
                                /** @enum {string} */
                                import: "pending" | "applied" | "superseded" | "refused" | "failed";
                                name: string;
                                receivedAt: string;
                                records: number | null;
                                refusal: {
                                    line: number | null;
                                    reason: string;
                                } | null;
                                size: number;
                            }[];
                            id: string | null;
                            invalidReason: string | null;
                            metadata: {
                                acsUrl?: string;
                                idpCertificateExpiresAt?: string | null;
                                metadataUrl?: string;
                                spEntityId?: string;
                            };
                            sandbox: boolean;
                            serviceId: string;
                            settings: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            state: "added" | "available" | "callable" | "authorized" | "invalid";
                            /** @enum {string} */
                            unifiedApi: "HRIS" | "AM" | "MDM" | "SSO" | "ATS" | "Shipment" | "Distributor";
                            updatedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.directory.groups.list": {
        parameters: {
            query?: {
                cursor?: string;
                /** @description `true` adds the vendor's raw record as `remoteData` */
                includeRemoteData?: "true" | "false";
                /** @description Records per page; capped at the vendor's largest page */
                pageSize?: number;
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            aliases: string[];
                            customFields?: {
                                [key: string]: unknown;
                            };
                            description: string | null;
                            email: string | null;
                            id: string;
                            members: {
                                id: string;
                                name: string | null;
                                remoteId: string;
                                /** @enum {string} */
                                type: "USER" | "GROUP";
                            }[];
                            name: string;
                            remoteData?: {
                                [key: string]: unknown;
                            };
                            remoteId: string;
                        }[];
                        meta: {
                            next: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.directory.groups.get": {
        parameters: {
            query?: {
                /** @description `true` adds the vendor's raw record as `remoteData` */
                includeRemoteData?: "true" | "false";
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Group */
                        data: {
                            aliases: string[];
                            customFields?: {
                                [key: string]: unknown;
                            };
                            description: string | null;
                            email: string | null;
                            id: string;
                            members: {
                                id: string;
                                name: string | null;
                                remoteId: string;
                                /** @enum {string} */
                                type: "USER" | "GROUP";
                            }[];
                            name: string;
                            remoteData?: {
                                [key: string]: unknown;
                            };
                            remoteId: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.directory.users.list": {
        parameters: {
            query?: {
                cursor?: string;
                /** @description `true` adds the vendor's raw record as `remoteData` */
                includeRemoteData?: "true" | "false";
                /** @description Records per page; capped at the vendor's largest page */
                pageSize?: number;
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customFields?: {
                                [key: string]: unknown;
                            };
                            displayName: string | null;
                            email: string | null;
                            firstName: string | null;
                            id: string;
                            isAdmin: boolean | null;
                            jobTitle: string | null;
                            lastName: string | null;
                            orgUnit: string | null;
                            remoteData?: {
                                [key: string]: unknown;
                            };
                            remoteId: string;
                            status: ("ACTIVE" | "SUSPENDED" | "DEPROVISIONED") | null;
                            userName: string;
                        }[];
                        meta: {
                            next: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.directory.users.get": {
        parameters: {
            query?: {
                /** @description `true` adds the vendor's raw record as `remoteData` */
                includeRemoteData?: "true" | "false";
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** User */
                        data: {
                            customFields?: {
                                [key: string]: unknown;
                            };
                            displayName: string | null;
                            email: string | null;
                            firstName: string | null;
                            id: string;
                            isAdmin: boolean | null;
                            jobTitle: string | null;
                            lastName: string | null;
                            orgUnit: string | null;
                            remoteData?: {
                                [key: string]: unknown;
                            };
                            remoteId: string;
                            status: ("ACTIVE" | "SUSPENDED" | "DEPROVISIONED") | null;
                            userName: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.distributor.products.list": {
        parameters: {
            query?: {
                cursor?: string;
                /** @description `true` adds the vendor's raw record as `remoteData` */
                includeRemoteData?: "true" | "false";
                /** @description Records per page; capped at the vendor's largest page */
                pageSize?: number;
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            availability: {
                                available: boolean;
                                totalQuantity: number;
                                warehouses: {
                                    location: string | null;
                                    quantity: number;
                                    warehouseId: string;
                                }[];
                            } | null;
                            category: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            };
                            description: string | null;
                            discontinued: boolean | null;
                            id: string;
                            price: {
                                currency: string | null;
                                customerPrice: number | null;
                                msrp: number | null;
                            } | null;
                            remoteData?: {
                                [key: string]: unknown;
                            };
                            remoteId: string;
                            sku: string;
                            upc: string | null;
                            vendor: string | null;
                            vendorPartNumber: string | null;
                        }[];
                        meta: {
                            next: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.distributor.products.get": {
        parameters: {
            query?: {
                /** @description `true` adds the vendor's raw record as `remoteData` */
                includeRemoteData?: "true" | "false";
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Product */
                        data: {
                            availability: {
                                available: boolean;
                                totalQuantity: number;
                                warehouses: {
                                    location: string | null;
                                    quantity: number;
                                    warehouseId: string;
                                }[];
                            } | null;
                            category: string | null;
                            customFields?: {
                                [key: string]: unknown;
                            };
                            description: string | null;
                            discontinued: boolean | null;
                            id: string;
                            price: {
                                currency: string | null;
                                customerPrice: number | null;
                                msrp: number | null;
                            } | null;
                            remoteData?: {
                                [key: string]: unknown;
                            };
                            remoteId: string;
                            sku: string;
                            upc: string | null;
                            vendor: string | null;
                            vendorPartNumber: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.hris.employees.list": {
        parameters: {
            query?: {
                cursor?: string;
                /** @description `true` adds the vendor's raw record as `remoteData` */
                includeRemoteData?: "true" | "false";
                /** @description Records per page; capped at the vendor's largest page */
                pageSize?: number;
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customFields?: {
                                [key: string]: unknown;
                            };
                            department: string | null;
                            displayName: string | null;
                            employeeNumber: string | null;
                            employments: {
                                /** Format: date */
                                effectiveDate: string | null;
                                employmentType: ("FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "INTERN" | "FREELANCE" | "OTHER") | null;
                                jobTitle: string | null;
                                payCurrency: string | null;
                                payPeriod: ("HOUR" | "DAY" | "WEEK" | "MONTH" | "YEAR") | null;
                                payRate: number | null;
                            }[];
                            employmentStatus: ("ACTIVE" | "PENDING" | "INACTIVE") | null;
                            firstName: string | null;
                            id: string;
                            lastName: string | null;
                            manager: {
                                email?: string | null;
                                id: string;
                                name?: string | null;
                                remoteId: string;
                            } | null;
                            remoteData?: {
                                [key: string]: unknown;
                            };
                            remoteId: string;
                            /** Format: date */
                            startDate: string | null;
                            /** Format: date */
                            terminationDate: string | null;
                            workEmail: string | null;
                            workLocation: string | null;
                        }[];
                        meta: {
                            next: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.hris.employees.create": {
        parameters: {
            query?: {
                /** @description `true` validates and maps the body and answers the vendor request it would send, without sending it */
                dryRun?: "true" | "false";
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: {
                /** @description Makes the write safe to retry: the same key with the same request within 24 h answers the first answer (header `Idempotent-Replayed: true`) without calling the vendor again; with another request 422; while the first is still in flight 409. Keys are per consumer. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example Engineering */
                    department?: string;
                    displayName?: string;
                    employeeNumber?: string;
                    employments?: {
                        /** @enum {string} */
                        employmentType?: "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "INTERN" | "FREELANCE" | "OTHER";
                        jobTitle?: string;
                    }[];
                    /** @example Ada */
                    firstName: string;
                    /** @example Lovelace */
                    lastName: string;
                    manager?: {
                        id: string;
                    };
                    /** @example 2026-01-05 */
                    startDate?: string;
                    /**
                     * Format: email
                     * @example ada@example.com
                     */
                    workEmail?: string;
                    /** @example London */
                    workLocation?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customFields?: {
                                [key: string]: unknown;
                            };
                            department: string | null;
                            displayName: string | null;
                            employeeNumber: string | null;
                            employments: {
                                /** Format: date */
                                effectiveDate: string | null;
                                employmentType: ("FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "INTERN" | "FREELANCE" | "OTHER") | null;
                                jobTitle: string | null;
                                payCurrency: string | null;
                                payPeriod: ("HOUR" | "DAY" | "WEEK" | "MONTH" | "YEAR") | null;
                                payRate: number | null;
                            }[];
                            employmentStatus: ("ACTIVE" | "PENDING" | "INACTIVE") | null;
                            firstName: string | null;
                            id: string;
                            lastName: string | null;
                            manager: {
                                email?: string | null;
                                id: string;
                                name?: string | null;
                                remoteId: string;
                            } | null;
                            remoteData?: {
                                [key: string]: unknown;
                            };
                            remoteId: string;
                            /** Format: date */
                            startDate: string | null;
                            /** Format: date */
                            terminationDate: string | null;
                            workEmail: string | null;
                            workLocation: string | null;
                        } | {
                            /** @constant */
                            dryRun: true;
                            requests: {
                                body: unknown;
                                headers: {
                                    [key: string]: string;
                                };
                                method: string;
                                url: string;
                            }[];
                            serviceId: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_IN_USE: the first request with this key is in flight */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED, or VENDOR_REJECTED: the vendor refused the write (its reason given) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description UNSUPPORTED_OPERATION: the vendor does not offer this write */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.hris.employees.get": {
        parameters: {
            query?: {
                /** @description `true` adds the vendor's raw record as `remoteData` */
                includeRemoteData?: "true" | "false";
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Employee */
                        data: {
                            customFields?: {
                                [key: string]: unknown;
                            };
                            department: string | null;
                            displayName: string | null;
                            employeeNumber: string | null;
                            employments: {
                                /** Format: date */
                                effectiveDate: string | null;
                                employmentType: ("FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "INTERN" | "FREELANCE" | "OTHER") | null;
                                jobTitle: string | null;
                                payCurrency: string | null;
                                payPeriod: ("HOUR" | "DAY" | "WEEK" | "MONTH" | "YEAR") | null;
                                payRate: number | null;
                            }[];
                            employmentStatus: ("ACTIVE" | "PENDING" | "INACTIVE") | null;
                            firstName: string | null;
                            id: string;
                            lastName: string | null;
                            manager: {
                                email?: string | null;
                                id: string;
                                name?: string | null;
                                remoteId: string;
                            } | null;
                            remoteData?: {
                                [key: string]: unknown;
                            };
                            remoteId: string;
                            /** Format: date */
                            startDate: string | null;
                            /** Format: date */
                            terminationDate: string | null;
                            workEmail: string | null;
                            workLocation: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.hris.employees.update": {
        parameters: {
            query?: {
                /** @description `true` validates and maps the body and answers the vendor request it would send, without sending it */
                dryRun?: "true" | "false";
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: {
                /** @description Makes the write safe to retry: the same key with the same request within 24 h answers the first answer (header `Idempotent-Replayed: true`) without calling the vendor again; with another request 422; while the first is still in flight 409. Keys are per consumer. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example Engineering */
                    department?: string;
                    displayName?: string;
                    employeeNumber?: string;
                    employments?: {
                        /** @enum {string} */
                        employmentType?: "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "INTERN" | "FREELANCE" | "OTHER";
                        jobTitle?: string;
                    }[];
                    /** @example Ada */
                    firstName?: string;
                    /** @example Lovelace */
                    lastName?: string;
                    manager?: {
                        id: string;
                    };
                    /** @example 2026-01-05 */
                    startDate?: string;
                    /**
                     * Format: email
                     * @example ada@example.com
                     */
                    workEmail?: string;
                    /** @example London */
                    workLocation?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customFields?: {
                                [key: string]: unknown;
                            };
                            department: string | null;
                            displayName: string | null;
                            employeeNumber: string | null;
                            employments: {
                                /** Format: date */
                                effectiveDate: string | null;
                                employmentType: ("FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "INTERN" | "FREELANCE" | "OTHER") | null;
                                jobTitle: string | null;
                                payCurrency: string | null;
                                payPeriod: ("HOUR" | "DAY" | "WEEK" | "MONTH" | "YEAR") | null;
                                payRate: number | null;
                            }[];
                            employmentStatus: ("ACTIVE" | "PENDING" | "INACTIVE") | null;
                            firstName: string | null;
                            id: string;
                            lastName: string | null;
                            manager: {
                                email?: string | null;
                                id: string;
                                name?: string | null;
                                remoteId: string;
                            } | null;
                            remoteData?: {
                                [key: string]: unknown;
                            };
                            remoteId: string;
                            /** Format: date */
                            startDate: string | null;
                            /** Format: date */
                            terminationDate: string | null;
                            workEmail: string | null;
                            workLocation: string | null;
                        } | {
                            /** @constant */
                            dryRun: true;
                            requests: {
                                body: unknown;
                                headers: {
                                    [key: string]: string;
                                };
                                method: string;
                                url: string;
                            }[];
                            serviceId: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_IN_USE: the first request with this key is in flight */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED, or VENDOR_REJECTED: the vendor refused the write (its reason given) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description UNSUPPORTED_OPERATION: the vendor does not offer this write */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.hris.employees.terminate": {
        parameters: {
            query?: {
                /** @description `true` validates and maps the body and answers the vendor request it would send, without sending it */
                dryRun?: "true" | "false";
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: {
                /** @description Makes the write safe to retry: the same key with the same request within 24 h answers the first answer (header `Idempotent-Replayed: true`) without calling the vendor again; with another request 422; while the first is still in flight 409. Keys are per consumer. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example Resignation */
                    reason?: string;
                    /** @example 2026-12-31 */
                    terminationDate: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customFields?: {
                                [key: string]: unknown;
                            };
                            department: string | null;
                            displayName: string | null;
                            employeeNumber: string | null;
                            employments: {
                                /** Format: date */
                                effectiveDate: string | null;
                                employmentType: ("FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "INTERN" | "FREELANCE" | "OTHER") | null;
                                jobTitle: string | null;
                                payCurrency: string | null;
                                payPeriod: ("HOUR" | "DAY" | "WEEK" | "MONTH" | "YEAR") | null;
                                payRate: number | null;
                            }[];
                            employmentStatus: ("ACTIVE" | "PENDING" | "INACTIVE") | null;
                            firstName: string | null;
                            id: string;
                            lastName: string | null;
                            manager: {
                                email?: string | null;
                                id: string;
                                name?: string | null;
                                remoteId: string;
                            } | null;
                            remoteData?: {
                                [key: string]: unknown;
                            };
                            remoteId: string;
                            /** Format: date */
                            startDate: string | null;
                            /** Format: date */
                            terminationDate: string | null;
                            workEmail: string | null;
                            workLocation: string | null;
                        } | {
                            /** @constant */
                            dryRun: true;
                            requests: {
                                body: unknown;
                                headers: {
                                    [key: string]: string;
                                };
                                method: string;
                                url: string;
                            }[];
                            serviceId: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_IN_USE: the first request with this key is in flight */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED, or VENDOR_REJECTED: the vendor refused the write (its reason given) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description UNSUPPORTED_OPERATION: the vendor does not offer this write */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unifiedJobs.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Job */
                        data: {
                            completedAt: string | null;
                            createdAt: string;
                            id: string;
                            operation: string;
                            reason: string | null;
                            remoteId: string;
                            result: {
                                [key: string]: unknown;
                            } | null;
                            serviceId: string;
                            /** @enum {string} */
                            state: "pending" | "succeeded" | "failed";
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.mdm.devices.list": {
        parameters: {
            query?: {
                cursor?: string;
                /** @description `true` adds the vendor's raw record as `remoteData` */
                includeRemoteData?: "true" | "false";
                /** @description Records per page; capped at the vendor's largest page */
                pageSize?: number;
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            assignedUser: {
                                email?: string | null;
                                id: string;
                                name?: string | null;
                                remoteId: string;
                            } | null;
                            /** @enum {string} */
                            complianceState: "COMPLIANT" | "NON_COMPLIANT" | "UNKNOWN";
                            customFields?: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            enrolledAt: string | null;
                            id: string;
                            /** Format: date-time */
                            lastCheckInAt: string | null;
                            model: string | null;
                            name: string | null;
                            osVersion: string | null;
                            /** @enum {string} */
                            ownership: "COMPANY" | "PERSONAL" | "UNKNOWN";
                            platform: ("MACOS" | "IOS" | "IPADOS" | "TVOS" | "WINDOWS" | "ANDROID" | "CHROMEOS" | "LINUX" | "OTHER") | null;
                            remoteData?: {
                                [key: string]: unknown;
                            };
                            remoteId: string;
                            serialNumber: string | null;
                        }[];
                        meta: {
                            next: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.mdm.devices.get": {
        parameters: {
            query?: {
                /** @description `true` adds the vendor's raw record as `remoteData` */
                includeRemoteData?: "true" | "false";
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Device */
                        data: {
                            assignedUser: {
                                email?: string | null;
                                id: string;
                                name?: string | null;
                                remoteId: string;
                            } | null;
                            /** @enum {string} */
                            complianceState: "COMPLIANT" | "NON_COMPLIANT" | "UNKNOWN";
                            customFields?: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            enrolledAt: string | null;
                            id: string;
                            /** Format: date-time */
                            lastCheckInAt: string | null;
                            model: string | null;
                            name: string | null;
                            osVersion: string | null;
                            /** @enum {string} */
                            ownership: "COMPANY" | "PERSONAL" | "UNKNOWN";
                            platform: ("MACOS" | "IOS" | "IPADOS" | "TVOS" | "WINDOWS" | "ANDROID" | "CHROMEOS" | "LINUX" | "OTHER") | null;
                            remoteData?: {
                                [key: string]: unknown;
                            };
                            remoteId: string;
                            serialNumber: string | null;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.mdm.devices.lock": {
        parameters: {
            query?: {
                /** @description `true` validates and maps the body and answers the vendor request it would send, without sending it */
                dryRun?: "true" | "false";
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: {
                /** @description Makes the write safe to retry: the same key with the same request within 24 h answers the first answer (header `Idempotent-Replayed: true`) without calling the vendor again; with another request 422; while the first is still in flight 409. Keys are per consumer. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example This device is locked by IT */
                    message?: string;
                    /** @example 123456 */
                    pin?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            completedAt: string | null;
                            createdAt: string;
                            id: string;
                            operation: string;
                            reason: string | null;
                            remoteId: string;
                            result: {
                                [key: string]: unknown;
                            } | null;
                            serviceId: string;
                            /** @enum {string} */
                            state: "pending" | "succeeded" | "failed";
                        } | {
                            /** @constant */
                            dryRun: true;
                            requests: {
                                body: unknown;
                                headers: {
                                    [key: string]: string;
                                };
                                method: string;
                                url: string;
                            }[];
                            serviceId: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_IN_USE: the first request with this key is in flight */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED, or VENDOR_REJECTED: the vendor refused the write (its reason given) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description UNSUPPORTED_OPERATION: the vendor does not offer this write */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.mdm.devices.restart": {
        parameters: {
            query?: {
                /** @description `true` validates and maps the body and answers the vendor request it would send, without sending it */
                dryRun?: "true" | "false";
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: {
                /** @description Makes the write safe to retry: the same key with the same request within 24 h answers the first answer (header `Idempotent-Replayed: true`) without calling the vendor again; with another request 422; while the first is still in flight 409. Keys are per consumer. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            completedAt: string | null;
                            createdAt: string;
                            id: string;
                            operation: string;
                            reason: string | null;
                            remoteId: string;
                            result: {
                                [key: string]: unknown;
                            } | null;
                            serviceId: string;
                            /** @enum {string} */
                            state: "pending" | "succeeded" | "failed";
                        } | {
                            /** @constant */
                            dryRun: true;
                            requests: {
                                body: unknown;
                                headers: {
                                    [key: string]: string;
                                };
                                method: string;
                                url: string;
                            }[];
                            serviceId: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_IN_USE: the first request with this key is in flight */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED, or VENDOR_REJECTED: the vendor refused the write (its reason given) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description UNSUPPORTED_OPERATION: the vendor does not offer this write */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.mdm.devices.wipe": {
        parameters: {
            query?: {
                /** @description `true` validates and maps the body and answers the vendor request it would send, without sending it */
                dryRun?: "true" | "false";
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: {
                /** @description Makes the write safe to retry: the same key with the same request within 24 h answers the first answer (header `Idempotent-Replayed: true`) without calling the vendor again; with another request 422; while the first is still in flight 409. Keys are per consumer. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    confirm: true;
                    /** @example 123456 */
                    pin?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            completedAt: string | null;
                            createdAt: string;
                            id: string;
                            operation: string;
                            reason: string | null;
                            remoteId: string;
                            result: {
                                [key: string]: unknown;
                            } | null;
                            serviceId: string;
                            /** @enum {string} */
                            state: "pending" | "succeeded" | "failed";
                        } | {
                            /** @constant */
                            dryRun: true;
                            requests: {
                                body: unknown;
                                headers: {
                                    [key: string]: string;
                                };
                                method: string;
                                url: string;
                            }[];
                            serviceId: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_IN_USE: the first request with this key is in flight */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED, or VENDOR_REJECTED: the vendor refused the write (its reason given) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description UNSUPPORTED_OPERATION: the vendor does not offer this write */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "unified.passthrough.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The vendor's documented path below its API base URL */
                path: string;
                serviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's answer (its status, content type and body), or an error in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "unified.passthrough.put": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The vendor's documented path below its API base URL */
                path: string;
                serviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's answer (its status, content type and body), or an error in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "unified.passthrough.post": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The vendor's documented path below its API base URL */
                path: string;
                serviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's answer (its status, content type and body), or an error in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "unified.passthrough.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The vendor's documented path below its API base URL */
                path: string;
                serviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's answer (its status, content type and body), or an error in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "unified.passthrough.patch": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The vendor's documented path below its API base URL */
                path: string;
                serviceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's answer (its status, content type and body), or an error in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "unified.shipment.trackings.get": {
        parameters: {
            query?: {
                /** @description `true` adds the vendor's raw record as `remoteData` */
                includeRemoteData?: "true" | "false";
                /** @description The connection to call, by service id; needed only when the consumer has several callable connections in this unified API */
                serviceId?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Tracking */
                        data: {
                            customFields?: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            deliveredAt: string | null;
                            /** Format: date-time */
                            estimatedDelivery: string | null;
                            events: {
                                description: string | null;
                                location: string | null;
                                /** Format: date-time */
                                occurredAt: string | null;
                                remoteCode: string | null;
                                status: ("PENDING" | "PROCESSING" | "IN_TRANSIT" | "DELIVERED" | "EXCEPTION") | null;
                            }[];
                            from: {
                                city?: string | null;
                                countryCode?: string | null;
                                postalCode?: string | null;
                                street?: string | null;
                            } | null;
                            id: string;
                            packages: number | null;
                            remoteData?: {
                                [key: string]: unknown;
                            };
                            remoteId: string;
                            service: string | null;
                            /** @enum {string} */
                            status: "PENDING" | "PROCESSING" | "IN_TRANSIT" | "DELIVERED" | "EXCEPTION";
                            statusText: string | null;
                            to: {
                                city?: string | null;
                                countryCode?: string | null;
                                postalCode?: string | null;
                                street?: string | null;
                            } | null;
                            trackingNumber: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only a consumer's token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description What the path names does not exist, or is not the caller's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "ssoSignIn.authorize": {
        parameters: {
            query: {
                consumerId: string;
                redirectUri: string;
                serviceId: string;
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            expiresAt: string;
                            url: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only an application token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
    "ssoSignIn.token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            connectionId: string;
                            consumerId: string;
                            email: string | null;
                            firstName: string | null;
                            groups: string[];
                            id: string;
                            idpId: string;
                            lastName: string | null;
                            raw: {
                                [key: string]: unknown;
                            };
                            serviceId: string;
                        };
                    };
                };
            };
            /** @description The request is not valid: `errors` names each field and the rule it breaks */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description No valid access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Only an application token may call this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description Over the plan's rate of API calls: try again after `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
            /** @description The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            /** @description For 400 VALIDATION_ERROR: each field, the rules it breaks with their messages, nested like the body */
                            errors?: {
                                children?: unknown[];
                                constraints?: {
                                    [key: string]: string;
                                };
                                property?: string;
                            }[];
                            message: string;
                            statusCode: number;
                        };
                    };
                };
            };
        };
    };
}
