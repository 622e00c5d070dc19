// Generated from the OpenAPI document by scripts/openapi-types.ts (openapi-typescript). Do not edit:
// run `npm run openapi:types`.
export interface paths {
    "/labs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List labs
         * @description A paginated, filtered list of labs, with optional facet counts, geo search, sorting, sparse fields and a change feed. Unknown parameters, repeated parameters and malformed or out-of-range values get 400; `near` and `sort=distance` need pro or enterprise (403 below). The `Link` header carries `next`, `prev`, `first` and `last`.
         */
        get: operations["listLabs"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * CORS preflight for list labs
         * @description A browser's CORS preflight: 204 with no body and no `Content-Type`, allowing the `X-Api-Key` request header. Not counted.
         */
        options: operations["listLabsPreflight"];
        /**
         * List labs (headers only)
         * @description A paginated, filtered list of labs, with optional facet counts, geo search, sorting, sparse fields and a change feed. Unknown parameters, repeated parameters and malformed or out-of-range values get 400; `near` and `sort=distance` need pro or enterprise (403 below). The `Link` header carries `next`, `prev`, `first` and `last`.
         */
        head: operations["listLabsHead"];
        patch?: never;
        trace?: never;
    };
    "/labs/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one lab
         * @description One lab in full. For pro and enterprise, `capabilities` is an array, coordinates are filled and there is no `_meta`; for anonymous and free, `capabilities`, `latitude` and `longitude` are null and `_meta` is present.
         */
        get: operations["getLab"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * CORS preflight for get one lab
         * @description A browser's CORS preflight: 204 with no body and no `Content-Type`, allowing the `X-Api-Key` request header. Not counted.
         */
        options: operations["getLabPreflight"];
        /**
         * Get one lab (headers only)
         * @description One lab in full. For pro and enterprise, `capabilities` is an array, coordinates are filled and there is no `_meta`; for anonymous and free, `capabilities`, `latitude` and `longitude` are null and `_meta` is present.
         */
        head: operations["getLabHead"];
        patch?: never;
        trace?: never;
    };
    "/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List categories
         * @description Every top-level test category with the number of labs in it. No pagination; takes no query parameters (any gets 400).
         */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * CORS preflight for list categories
         * @description A browser's CORS preflight: 204 with no body and no `Content-Type`, allowing the `X-Api-Key` request header. Not counted.
         */
        options: operations["listCategoriesPreflight"];
        /**
         * List categories (headers only)
         * @description Every top-level test category with the number of labs in it. No pagination; takes no query parameters (any gets 400).
         */
        head: operations["listCategoriesHead"];
        patch?: never;
        trace?: never;
    };
    "/standards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up standards
         * @description Resolves what a user typed (a reference in any national adoption and year, a number, or words of a title or test name in any register language) to canonical standards, each with the number of active labs accredited for it and a `_links.labs` that filters by it. Open to every tier; counted.
         */
        get: operations["lookupStandards"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * CORS preflight for look up standards
         * @description A browser's CORS preflight: 204 with no body and no `Content-Type`, allowing the `X-Api-Key` request header. Not counted.
         */
        options: operations["lookupStandardsPreflight"];
        /**
         * Look up standards (headers only)
         * @description Resolves what a user typed (a reference in any national adoption and year, a number, or words of a title or test name in any register language) to canonical standards, each with the number of active labs accredited for it and a `_links.labs` that filters by it. Open to every tier; counted.
         */
        head: operations["lookupStandardsHead"];
        patch?: never;
        trace?: never;
    };
    "/standards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one standard
         * @description One standard by its canonical id (as `/standards` gives it). Counted.
         */
        get: operations["getStandard"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * CORS preflight for get one standard
         * @description A browser's CORS preflight: 204 with no body and no `Content-Type`, allowing the `X-Api-Key` request header. Not counted.
         */
        options: operations["getStandardPreflight"];
        /**
         * Get one standard (headers only)
         * @description One standard by its canonical id (as `/standards` gives it). Counted.
         */
        head: operations["getStandardHead"];
        patch?: never;
        trace?: never;
    };
    "/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Autocomplete
         * @description Typed suggestions as the user types: lab names, cities, standards and categories, each with the id or filter it maps to. Prefix and typo tolerant. Open to every tier; counted.
         */
        get: operations["suggest"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * CORS preflight for autocomplete
         * @description A browser's CORS preflight: 204 with no body and no `Content-Type`, allowing the `X-Api-Key` request header. Not counted.
         */
        options: operations["suggestPreflight"];
        /**
         * Autocomplete (headers only)
         * @description Typed suggestions as the user types: lab names, cities, standards and categories, each with the id or filter it maps to. Prefix and typo tolerant. Open to every tier; counted.
         */
        head: operations["suggestHead"];
        patch?: never;
        trace?: never;
    };
    "/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bulk export (enterprise)
         * @description The whole directory as full records (the `/labs/{slug}` detail of the enterprise tier), streamed as NDJSON (one lab per line) or CSV (capabilities as a `;`-separated list of canonical ids), gzip-compressed when accepted. `updated_since` limits it to labs changed since then. Enterprise only (others: 403 with `upgrade_url`); counted as one request.
         */
        get: operations["exportLabs"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * CORS preflight for bulk export (enterprise)
         * @description A browser's CORS preflight: 204 with no body and no `Content-Type`, allowing the `X-Api-Key` request header. Not counted.
         */
        options: operations["exportLabsPreflight"];
        /**
         * Bulk export (enterprise) (headers only)
         * @description The whole directory as full records (the `/labs/{slug}` detail of the enterprise tier), streamed as NDJSON (one lab per line) or CSV (capabilities as a `;`-separated list of canonical ids), gzip-compressed when accepted. `updated_since` limits it to labs changed since then. Enterprise only (others: 403 with `upgrade_url`); counted as one request.
         */
        head: operations["exportLabsHead"];
        patch?: never;
        trace?: never;
    };
    "/metadata/freshness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Data freshness
         * @description When each accreditation body was last scraped and how many labs it holds, plus the overall total. Needs no key: keys (valid, invalid, in the header or the query) are ignored. Not counted against limits. Cached for 1 hour; stable (same body and ETag) within a UTC hour while the data are unchanged.
         */
        get: operations["getDataFreshness"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * CORS preflight for data freshness
         * @description A browser's CORS preflight: 204 with no body and no `Content-Type`, allowing the `X-Api-Key` request header. Not counted.
         */
        options: operations["getDataFreshnessPreflight"];
        /**
         * Data freshness (headers only)
         * @description When each accreditation body was last scraped and how many labs it holds, plus the overall total. Needs no key: keys (valid, invalid, in the header or the query) are ignored. Not counted against limits. Cached for 1 hour; stable (same body and ETag) within a UTC hour while the data are unchanged.
         */
        head: operations["getDataFreshnessHead"];
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document
         * @description The OpenAPI 3.1 description of this API. Not counted against limits; takes no query parameters. Keys are checked as everywhere (an invalid key gets 401) though the document is the same for every tier.
         */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * CORS preflight for this document
         * @description A browser's CORS preflight: 204 with no body and no `Content-Type`, allowing the `X-Api-Key` request header. Not counted.
         */
        options: operations["getOpenApiPreflight"];
        /**
         * This document (headers only)
         * @description The OpenAPI 3.1 description of this API. Not counted against limits; takes no query parameters. Keys are checked as everywhere (an invalid key gets 401) though the document is the same for every tier.
         */
        head: operations["getOpenApiHead"];
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description This OpenAPI 3.1 document. */
        OpenApiDocument: {
            openapi: string;
            info: Record<string, never>;
            jsonSchemaDialect?: string;
            servers?: Record<string, never>[];
            paths: Record<string, never>;
            webhooks?: Record<string, never>;
            components?: Record<string, never>;
            security?: Record<string, never>[];
            tags?: Record<string, never>[];
            externalDocs?: Record<string, never>;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A top-level category slug (see `/categories`).
         * @enum {string}
         */
        CategorySlug: "chemical" | "microbiological" | "molecular-biology" | "food-feed" | "water" | "environmental" | "workplace-exposure" | "mechanical" | "metallurgy-materials" | "non-destructive" | "construction-materials" | "electrical-safety" | "emc-radio" | "acoustics-vibration" | "fire-testing" | "textiles-leather" | "consumer-products-toys" | "medical-devices-pharma" | "forensic" | "radiation" | "optical-photometry" | "calibration";
        LabLinks: {
            /**
             * Format: uri
             * @description API URL of the lab.
             */
            self: string;
            /**
             * Format: uri
             * @description Web page of the lab.
             */
            html: string;
        };
        /** @description A lab list item. Every v1 key is always present (nullable values are null, never absent); `distance_km` and `changed_at` appear with their parameter. */
        Lab: {
            /**
             * @description URL-safe, stable lab identifier.
             * @example pruflabor-nord-gmbh-hamburg
             */
            slug: string;
            /**
             * @description Display name.
             * @example Prüflabor Nord GmbH
             */
            name: string;
            /**
             * @description Accreditation certificate number as the body writes it.
             * @example D-PL-14368-01-00
             */
            accreditation_number: string | null;
            /**
             * @description Accreditation body code.
             * @example DAKKS
             * @enum {string}
             */
            accreditation_body: "DAKKS" | "UKAS" | "COFRAC" | "ACCREDIA" | "ENAC" | "RVA" | "BELAC" | "AA" | "SAS" | "SWEDAC" | "DANAK" | "FINAS" | "NA" | "INAB" | "IPAC" | "PCA" | "CIA" | "SNAS" | "NAH" | "ESYD";
            /** @description Accreditation status; null when the register does not say. */
            accreditation_status: ("active" | "suspended" | "withdrawn") | null;
            /**
             * @description ISO 3166-1 alpha-2 country code.
             * @example DE
             */
            country: string;
            /**
             * @description City.
             * @example Hamburg
             */
            city: string | null;
            /**
             * @description Postcode.
             * @example 20457
             */
            postcode: string | null;
            /** @description WGS 84 latitude in degrees. Pro and enterprise: filled where known (else null). Anonymous and free: always null (a paid field). */
            latitude: number | null;
            /** @description WGS 84 longitude in degrees. Pro and enterprise: filled where known (else null). Anonymous and free: always null (a paid field). */
            longitude: number | null;
            /** @description Category slugs of the lab's capabilities (filled for every tier). */
            categories: components["schemas"]["CategorySlug"][];
            /** @description Pro and enterprise, with `near`: great-circle distance from `near` in km, 1 decimal. */
            distance_km?: number;
            /**
             * Format: date-time
             * @description With `updated_since`: when the lab's record last changed.
             */
            changed_at?: string;
            _links: components["schemas"]["LabLinks"];
        };
        /** @description A list item trimmed by `fields`: only the keys named, in that order. */
        LabFields: {
            /**
             * @description URL-safe, stable lab identifier.
             * @example pruflabor-nord-gmbh-hamburg
             */
            slug?: string;
            /**
             * @description Display name.
             * @example Prüflabor Nord GmbH
             */
            name?: string;
            /**
             * @description Accreditation certificate number as the body writes it.
             * @example D-PL-14368-01-00
             */
            accreditation_number?: string | null;
            /**
             * @description Accreditation body code.
             * @example DAKKS
             * @enum {string}
             */
            accreditation_body?: "DAKKS" | "UKAS" | "COFRAC" | "ACCREDIA" | "ENAC" | "RVA" | "BELAC" | "AA" | "SAS" | "SWEDAC" | "DANAK" | "FINAS" | "NA" | "INAB" | "IPAC" | "PCA" | "CIA" | "SNAS" | "NAH" | "ESYD";
            /** @description Accreditation status; null when the register does not say. */
            accreditation_status?: ("active" | "suspended" | "withdrawn") | null;
            /**
             * @description ISO 3166-1 alpha-2 country code.
             * @example DE
             */
            country?: string;
            /**
             * @description City.
             * @example Hamburg
             */
            city?: string | null;
            /**
             * @description Postcode.
             * @example 20457
             */
            postcode?: string | null;
            /** @description WGS 84 latitude in degrees. Pro and enterprise: filled where known (else null). Anonymous and free: always null (a paid field). */
            latitude?: number | null;
            /** @description WGS 84 longitude in degrees. Pro and enterprise: filled where known (else null). Anonymous and free: always null (a paid field). */
            longitude?: number | null;
            /** @description Category slugs of the lab's capabilities (filled for every tier). */
            categories?: components["schemas"]["CategorySlug"][];
            /** @description Pro and enterprise, with `near`: great-circle distance from `near` in km, 1 decimal. */
            distance_km?: number;
            /**
             * Format: date-time
             * @description With `updated_since`: when the lab's record last changed.
             */
            changed_at?: string;
            _links?: components["schemas"]["LabLinks"];
        };
        Capability: {
            /**
             * @description Normalised capability identifier.
             * @example iso-6892-1
             */
            canonical_id: string;
            /** @description Human-readable capability name. */
            name: string;
            /** @description Parent category slug. */
            category_slug: components["schemas"]["CategorySlug"] | null;
            /** @description Parent category name. */
            category_name: string | null;
        };
        LabMeta: {
            /**
             * @description Always false: capabilities need the pro tier.
             * @constant
             */
            capabilities_available: false;
            /**
             * Format: uri
             * @description Where to upgrade for capability access.
             */
            upgrade_url: string;
        };
        FacetCount: {
            /** @description The filter value (a status of null: the register gives none). */
            value: string | null;
            /** @description Labs matching every other filter with this value. */
            count: number;
        };
        PaginationMeta: {
            /** @description Current page (1-indexed). */
            page: number;
            /** @description Page size. */
            per_page: number;
            /** @description Number of matching labs. */
            total: number;
            /** @description ceil(total / per_page). */
            total_pages: number;
            /** @description With `facets`: per dimension, counts of the labs matching all the other filters, most first. */
            facets?: {
                country?: components["schemas"]["FacetCount"][];
                body?: components["schemas"]["FacetCount"][];
                category?: components["schemas"]["FacetCount"][];
                status?: components["schemas"]["FacetCount"][];
            };
            /** @description With `near_city`: the city used (its public GeoNames centre), or nulls when the directory cannot place it. */
            near_city?: {
                query: string;
                name: string | null;
                country: string | null;
                latitude: number | null;
                longitude: number | null;
                radius_km: number;
            };
            /** @description Present only when a word of `q` matches no lab at all (after folding, stemming, compound splitting and the vocabulary) and was left out rather than answering 0; the other words still combine with AND. */
            q_words?: {
                /** @description Words of `q` the search used, as typed. */
                used: string[];
                /** @description Words of `q` that match no lab in the whole directory, as typed: left out. */
                left_out: string[];
            };
        };
        PaginationLinks: {
            /**
             * Format: uri
             * @description This page, filters in canonical order.
             */
            self: string;
            /**
             * Format: uri
             * @description Next page; null on the last page.
             */
            next: string | null;
            /**
             * Format: uri
             * @description Previous page (past the end: the last page with results); null on the first page.
             */
            prev: string | null;
        };
        Category: {
            slug: components["schemas"]["CategorySlug"];
            name: string;
            /** @description Labs listed by the `_links.labs` URL (default status filter). */
            lab_count: number;
            _links: {
                /**
                 * Format: uri
                 * @description API URL listing the labs in the category.
                 */
                labs: string;
                /**
                 * Format: uri
                 * @description Web URL of a search in the category.
                 */
                html: string;
            };
        };
        BodyFreshness: {
            /** @description ISO 3166-1 alpha-2 country of the body. */
            country: string | null;
            /**
             * Format: date-time
             * @description Time of the last successful scrape of the register.
             */
            last_scraped: string;
            /** @description Labs from this body. */
            labs_count: number;
            /** @description Whole days from the last successful scrape to `generated_at`. */
            age_days: number;
        };
        Standard: {
            /**
             * @description Canonical id (for `/standards/{id}`).
             * @example iso-6892-1
             */
            id: string;
            /**
             * @description The standard, without year or national adoption prefix: what `standard=` matches.
             * @example ISO 6892-1
             */
            reference: string;
            /** @description Official English title, where the catalog has it. */
            title: string | null;
            category: {
                slug: components["schemas"]["CategorySlug"];
                name: string;
            } | null;
            /** @description Active labs accredited for it: what `_links.labs` lists. */
            lab_count: number;
            /** @description How the catalog names the test (empty for a standard the catalog does not hold: the labs' own wording is their scope, a paid field). */
            names: string[];
            _links: {
                /**
                 * Format: uri
                 * @description This standard.
                 */
                self: string;
                /**
                 * Format: uri
                 * @description The labs accredited for it (`/labs?standard=`).
                 */
                labs: string;
            };
        };
        /** @description What the typed text may mean, with the id or filter it maps to. */
        Suggestion: {
            /** @constant */
            type: "lab";
            label: string;
            slug: string;
            city: string | null;
            country: string;
            _links: {
                /**
                 * Format: uri
                 * @description The lab.
                 */
                self: string;
            };
        } | {
            /** @constant */
            type: "city";
            label: string;
            city: string;
            country: string;
            /** @description Active labs in the city. */
            lab_count: number;
            _links: {
                /**
                 * Format: uri
                 * @description Labs in this city (`near_city`).
                 */
                labs: string;
            };
        } | {
            /** @constant */
            type: "standard";
            label: string;
            id: string;
            reference: string;
            /** @description Active labs accredited for it. */
            lab_count: number;
            _links: {
                /**
                 * Format: uri
                 * @description The standard.
                 */
                self: string;
                /**
                 * Format: uri
                 * @description Labs accredited for it.
                 */
                labs: string;
            };
        } | {
            /** @constant */
            type: "category";
            label: string;
            slug: components["schemas"]["CategorySlug"];
            /** @description Active labs in the category. */
            lab_count: number;
            _links: {
                /**
                 * Format: uri
                 * @description Labs in the category.
                 */
                labs: string;
            };
        };
        /** @description A single lab. Every key but `_meta` is always present (nullable values are null). */
        LabDetail: {
            /**
             * @description URL-safe, stable lab identifier.
             * @example pruflabor-nord-gmbh-hamburg
             */
            slug: string;
            /**
             * @description Display name.
             * @example Prüflabor Nord GmbH
             */
            name: string;
            /**
             * @description Accreditation certificate number as the body writes it.
             * @example D-PL-14368-01-00
             */
            accreditation_number: string | null;
            /**
             * @description Accreditation body code.
             * @example DAKKS
             * @enum {string}
             */
            accreditation_body: "DAKKS" | "UKAS" | "COFRAC" | "ACCREDIA" | "ENAC" | "RVA" | "BELAC" | "AA" | "SAS" | "SWEDAC" | "DANAK" | "FINAS" | "NA" | "INAB" | "IPAC" | "PCA" | "CIA" | "SNAS" | "NAH" | "ESYD";
            /** @description Accreditation status; null when the register does not say. */
            accreditation_status: ("active" | "suspended" | "withdrawn") | null;
            /**
             * @description ISO 3166-1 alpha-2 country code.
             * @example DE
             */
            country: string;
            /**
             * @description City.
             * @example Hamburg
             */
            city: string | null;
            /**
             * @description Postcode.
             * @example 20457
             */
            postcode: string | null;
            /** @description WGS 84 latitude in degrees. Pro and enterprise: filled where known (else null). Anonymous and free: always null (a paid field). */
            latitude: number | null;
            /** @description WGS 84 longitude in degrees. Pro and enterprise: filled where known (else null). Anonymous and free: always null (a paid field). */
            longitude: number | null;
            /** @description Category slugs of the lab's capabilities (filled for every tier). */
            categories: components["schemas"]["CategorySlug"][];
            /** @description Street address. */
            street_address: string | null;
            /** @description Phone number. */
            phone: string | null;
            /**
             * Format: email
             * @description Business contact e-mail address (personal addresses are filtered out).
             */
            email: string | null;
            /** @description The lab's website. */
            website_url: string | null;
            /** @description URL of the original accreditation scope document. */
            scope_document_url: string | null;
            /** @description URL of the lab's record in the national accreditation register. */
            source_url: string | null;
            /**
             * Format: date
             * @description Date of accreditation (ISO 8601).
             */
            accreditation_date: string | null;
            /**
             * Format: date
             * @description Date the record was last verified against its source.
             */
            last_verified: string | null;
            /** @description Scope of accreditation. Pro and enterprise: an array. Anonymous and free: null (see `_meta`). */
            capabilities: components["schemas"]["Capability"][] | null;
            _links: components["schemas"]["LabLinks"];
            /** @description Anonymous and free only: how to get capabilities and coordinates. */
            _meta?: components["schemas"]["LabMeta"];
        };
        /** @description A page of labs: every item a full `Lab`. (With `fields`: `LabFieldsList`, as application/vnd.lab-directory.fields+json.) */
        LabList: {
            data: components["schemas"]["Lab"][];
            meta: components["schemas"]["PaginationMeta"];
            _links: components["schemas"]["PaginationLinks"];
        };
        /** @description A page of labs trimmed by `fields`, sent as application/vnd.lab-directory.fields+json: each item has only the keys named. */
        LabFieldsList: {
            data: components["schemas"]["LabFields"][];
            meta: components["schemas"]["PaginationMeta"];
            _links: components["schemas"]["PaginationLinks"];
        };
        CategoryList: {
            data: components["schemas"]["Category"][];
        };
        Freshness: {
            /** @description Keyed by accreditation body code. */
            bodies: {
                [key: string]: components["schemas"]["BodyFreshness"];
            };
            /** @description Labs across all bodies. */
            total_labs: number;
            /**
             * Format: date-time
             * @description The start of the current UTC hour: the report (and its ETag) stays the same within the hour while the data are unchanged, so `If-None-Match` gets 304.
             */
            generated_at: string;
        };
        StandardList: {
            data: components["schemas"]["Standard"][];
        };
        SuggestionList: {
            data: components["schemas"]["Suggestion"][];
        };
        /** @description An error. */
        Error: {
            /** @description What went wrong, and what is allowed. */
            error: string;
        };
        /** @description An error with a link to the documentation (400, 401). */
        ErrorWithDocs: {
            /** @description What went wrong, and what is allowed. */
            error: string;
            /**
             * Format: uri
             * @description Link to the API documentation.
             */
            docs: string;
        };
        /** @description Needs a higher tier (403). */
        UpgradeError: {
            /** @description What went wrong, and what is allowed. */
            error: string;
            /**
             * Format: uri
             * @description Where to upgrade the tier.
             */
            upgrade_url: string;
        };
        /** @description Rate limit exceeded (429). */
        RateLimitError: {
            /** @description What went wrong, and what is allowed. */
            error: string;
            /** @description Seconds until the exhausted rate-limit window resets. */
            retry_after: number;
            /**
             * Format: uri
             * @description Where to upgrade the tier.
             */
            upgrade_url: string;
        };
    };
    responses: {
        /** @description Not modified: the `If-None-Match` request header matched the current `ETag`. No body. */
        NotModified: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "X-Api-Tier": components["headers"]["X-Api-Tier"];
                "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                Vary: components["headers"]["Vary"];
                "Cache-Control": components["headers"]["CacheControlApi"];
                ETag: components["headers"]["ETag"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Not modified: the `If-None-Match` request header matched the current `ETag`. No body. */
        NotModifiedFreshness: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "X-Api-Tier": components["headers"]["X-Api-Tier"];
                "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                Vary: components["headers"]["Vary"];
                "Cache-Control": components["headers"]["CacheControlFreshness"];
                ETag: components["headers"]["ETag"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Bad request: an unknown or repeated query parameter, or a malformed or out-of-range value, or a filter value that can never match. The message names the parameter and what is allowed. */
        BadRequest: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "X-Api-Tier": components["headers"]["X-Api-Tier"];
                "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                Vary: components["headers"]["Vary"];
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorWithDocs"];
            };
        };
        /** @description Bad request: this endpoint takes no query parameters. */
        BadRequestFreshness: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "X-Api-Tier": components["headers"]["X-Api-Tier"];
                "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                Vary: components["headers"]["Vary"];
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorWithDocs"];
            };
        };
        /** @description Unauthorized: the `X-Api-Key` is unknown or inactive, or the request carries the `api_key` query parameter (from 2026-06-01; the message says to send the key in `X-Api-Key`, and `Deprecation` and `Sunset` are set). Counted against the client IP's anonymous budget. */
        Unauthorized: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "X-Api-Tier": components["headers"]["X-Api-Tier"];
                "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                Vary: components["headers"]["Vary"];
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorWithDocs"];
            };
        };
        /** @description Not found: no lab (or standard) has this id. Any unknown path under `/api/v1` gets the same `404 {error}`, whatever the method. */
        NotFound: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "X-Api-Tier": components["headers"]["X-Api-Tier"];
                "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                Vary: components["headers"]["Vary"];
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Needs a higher tier: `near`, `sort=distance` (coordinates) need pro or enterprise, `/export` needs enterprise. Counted. */
        Forbidden: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "X-Api-Tier": components["headers"]["X-Api-Tier"];
                "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                Vary: components["headers"]["Vary"];
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UpgradeError"];
            };
        };
        /** @description Rate limit exceeded (burst or daily). `retry_after` and `Retry-After` give the seconds until the exhausted window resets. */
        TooManyRequests: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "X-Api-Tier": components["headers"]["X-Api-Tier"];
                "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                Vary: components["headers"]["Vary"];
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                "Retry-After": components["headers"]["Retry-After"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RateLimitError"];
            };
        };
        /** @description A server fault. The message carries no internals. */
        ServerError: {
            headers: {
                /** @description Burst limit: requests per one-minute window for the caller (key, or client IP when anonymous). */
                "X-RateLimit-Limit"?: number;
                /** @description Requests left in the current one-minute window. */
                "X-RateLimit-Remaining"?: number;
                /** @description Unix time (seconds) when the current one-minute window ends. */
                "X-RateLimit-Reset"?: number;
                /** @description Requests per UTC day for the caller's tier. */
                "X-RateLimit-Daily-Limit"?: number;
                /** @description Requests left today (resets at 00:00 UTC). */
                "X-RateLimit-Daily-Remaining"?: number;
                /** @description The IETF field (draft-ietf-httpapi-ratelimit-headers): both windows as named policies, e.g. `"burst";q=60;w=60, "daily";q=1000;w=86400`. */
                "RateLimit-Policy"?: string;
                /** @description The IETF field: what is left of each window and the seconds until it resets, e.g. `"burst";r=59;t=42, "daily";r=998;t=3600`. */
                RateLimit?: string;
                /** @description The resolved tier. */
                "X-Api-Tier"?: "anonymous" | "free" | "pro" | "enterprise";
                "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                /** @description Lets browsers read the rate-limit, tier and attribution headers. */
                "Access-Control-Expose-Headers"?: string;
                Vary: components["headers"]["Vary"];
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The directory is not loaded yet; retry after `Retry-After` seconds. */
        ServiceUnavailable: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "X-Api-Tier": components["headers"]["X-Api-Tier"];
                "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                Vary: components["headers"]["Vary"];
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                "Retry-After": components["headers"]["Retry-After"];
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request URL is longer than 8 KB (any path under `/api/v1`). Not counted against limits. */
        UriTooLong: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "X-Api-Tier": components["headers"]["X-Api-Tier"];
                "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                Vary: components["headers"]["Vary"];
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description CORS preflight (`OPTIONS` on any path): no body, allows the `X-Api-Key` request header. Not counted against limits. */
        Preflight: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "X-Api-Tier": components["headers"]["X-Api-Tier"];
                "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                Vary: components["headers"]["Vary"];
                "Access-Control-Allow-Methods": components["headers"]["Access-Control-Allow-Methods"];
                "Access-Control-Allow-Headers": components["headers"]["Access-Control-Allow-Headers"];
                "Access-Control-Max-Age": components["headers"]["Access-Control-Max-Age"];
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: {
        /** @description An `ETag` from an earlier response; when it still matches, the answer is `304` without a body. */
        IfNoneMatch: string;
        /**
         * @deprecated
         * @description Deprecated; sunset 2026-06-01. Send the key in the `X-Api-Key` header instead. From the sunset date, a request carrying this parameter gets 401; responses to such requests carry `Deprecation: true` and `Sunset: 2026-06-01`.
         */
        ApiKeyQuery: string;
    };
    requestBodies: never;
    headers: {
        /** @description Burst limit: requests per one-minute window for the caller (key, or client IP when anonymous). */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current one-minute window. */
        "X-RateLimit-Remaining": number;
        /** @description Unix time (seconds) when the current one-minute window ends. */
        "X-RateLimit-Reset": number;
        /** @description Requests per UTC day for the caller's tier. */
        "X-RateLimit-Daily-Limit": number;
        /** @description Requests left today (resets at 00:00 UTC). */
        "X-RateLimit-Daily-Remaining": number;
        /** @description The IETF field (draft-ietf-httpapi-ratelimit-headers): both windows as named policies, e.g. `"burst";q=60;w=60, "daily";q=1000;w=86400`. */
        "RateLimit-Policy": string;
        /** @description The IETF field: what is left of each window and the seconds until it resets, e.g. `"burst";r=59;t=42, "daily";r=998;t=3600`. */
        RateLimit: string;
        /** @description RFC 8288 links of a list page: `next`, `prev` (when there are such pages), `first`, and `last` (when there are results). */
        Link: string;
        /** @description The latest change time of the labs exported. */
        "Last-Modified": string;
        /** @description The resolved tier. */
        "X-Api-Tier": "anonymous" | "free" | "pro" | "enterprise";
        /** @description A public product showing this data must show a visible link to the service. */
        "X-Attribution-Required": "true";
        /** @description CORS is open to every origin. */
        "Access-Control-Allow-Origin": "*";
        /** @description Lets browsers read the rate-limit, tier and attribution headers. */
        "Access-Control-Expose-Headers": string;
        /** @description Always names `X-Api-Key`: a shared cache must never hand one tier's body to another. */
        Vary: string;
        /** @description API responses are cacheable for 5 minutes. */
        CacheControlApi: "public, max-age=300";
        /** @description The freshness report is cacheable for 1 hour. */
        CacheControlFreshness: "public, max-age=3600";
        /** @description Errors are never cached. */
        CacheControlNoStore: "no-store";
        /** @description Validator of the body; send it back in `If-None-Match` to get `304`. */
        ETag: string;
        /** @description Present (`true`) on responses to requests that carry the deprecated `api_key` query parameter. */
        Deprecation: "true";
        /** @description Present (`2026-06-01`) on responses to requests that carry the deprecated `api_key` query parameter. */
        Sunset: "2026-06-01";
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
        /** @description Methods allowed cross-origin. */
        "Access-Control-Allow-Methods": string;
        /** @description Request headers allowed cross-origin; includes `X-Api-Key`. */
        "Access-Control-Allow-Headers": string;
        /** @description Seconds a browser may cache the preflight. */
        "Access-Control-Max-Age": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listLabs: {
        parameters: {
            query?: {
                /** @description ISO 3166-1 alpha-2 country code (case-insensitive). A code with no labs gives an empty page. */
                country?: string;
                /** @description Accreditation body code, case-insensitive: one of `AA`, `ACCREDIA`, `BELAC`, `CIA`, `COFRAC`, `DAKKS`, `DANAK`, `ENAC`, `ESYD`, `FINAS`, `INAB`, `IPAC`, `NA`, `NAH`, `PCA`, `RVA`, `SAS`, `SNAS`, `SWEDAC`, `UKAS`. */
                body?: string;
                /** @description Category slug (see `/categories`): one of `chemical`, `microbiological`, `molecular-biology`, `food-feed`, `water`, `environmental`, `workplace-exposure`, `mechanical`, `metallurgy-materials`, `non-destructive`, `construction-materials`, `electrical-safety`, `emc-radio`, `acoustics-vibration`, `fire-testing`, `textiles-leather`, `consumer-products-toys`, `medical-devices-pharma`, `forensic`, `radiation`, `optical-photometry`, `calibration`. */
                category?: string;
                /** @description Full-text search over lab name, city, capability names in every register language, canonical ids and standard references. All words must match (a word that matches no lab at all is left out, and meta.q_words names the words used and left out); the last may be a prefix; longer words tolerate a typo. */
                q?: string;
                /** @description A standard reference, normalised before matching: 'EN ISO 6892-1:2019', 'DIN EN ISO 6892-1' and 'iso 6892-1' all match ISO 6892-1, whatever the year. A reference the directory does not know gives an empty page. */
                standard?: string;
                /** @description Accreditation status; `all` includes labs whose register gives none. Default `active` (with `updated_since`: `all`). One of: `active`, `suspended`, `withdrawn`, `all` (case-insensitive). */
                status?: string;
                /** @description Page number (1-indexed). A page past the end is empty. Written as a JSON number (`2`, also `2.0` or `2e0`, which JSON Schema counts as integers); not `02`, ` 2` or `+2`. */
                page?: number;
                /** @description Results per page. Written as a JSON number (`2`, also `2.0` or `2e0`, which JSON Schema counts as integers); not `02`, ` 2` or `+2`. */
                per_page?: number;
                /** @description Order: `name` (default without `q`), `relevance` (default with `q`; without `q` every lab is equally relevant, so by name), newest `-accreditation_date`, most recently verified `-last_verified`, or `distance` (pro and enterprise; needs `near`). Ties by slug. One of: `name`, `relevance`, `-accreditation_date`, `-last_verified`, `distance` (case-insensitive). */
                sort?: string;
                /** @description Adds `meta.facets`: for each named dimension (country, body, category, status), the counts of labs matching all the other filters, most first. */
                facets?: string;
                /** @description Keeps only these keys of each list item, in this order (a masked field stays null: `fields` never reveals one). */
                fields?: string;
                /** @description Pro and enterprise: keeps labs within `radius_km` of this point by the labs' own coordinates; each item carries `distance_km`. */
                near?: string;
                /** @description Radius for `near` or `near_city`, in km (default 50). Needs `near` or `near_city`: without either it gets 400 (a radius around nothing). Written as a JSON number (`25`, `2.5e1`); not `025` or ` 25`. */
                radius_km?: number;
                /** @description Every tier: keeps labs whose city's public centre (GeoNames) lies within `radius_km` of this city's centre; a lab counts by its city, never by its own coordinates. A name, optionally with a country: `Lyon`, `Frankfurt am Main, DE`. A city the directory cannot place gives an empty page; `meta.near_city` says which city was used. */
                near_city?: string;
                /** @description Only labs whose record changed (any field, including a status turning `withdrawn`) at or after this time, oldest change first; each item carries its `changed_at`. Without `status`, every status is listed. A date means midnight UTC. */
                updated_since?: string;
                /**
                 * @deprecated
                 * @description Deprecated; sunset 2026-06-01. Send the key in the `X-Api-Key` header instead. From the sunset date, a request carrying this parameter gets 401; responses to such requests carry `Deprecation: true` and `Sunset: 2026-06-01`.
                 */
                api_key?: components["parameters"]["ApiKeyQuery"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches, the answer is `304` without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of labs: `application/json` (`LabList`, full items), or with `fields` `application/vnd.lab-directory.fields+json` (`LabFieldsList`, items with only the keys named). */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Api-Tier": components["headers"]["X-Api-Tier"];
                    "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    Vary: components["headers"]["Vary"];
                    "Cache-Control": components["headers"]["CacheControlApi"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LabList"];
                    "application/vnd.lab-directory.fields+json": components["schemas"]["LabFieldsList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLabsPreflight: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Preflight"];
            414: components["responses"]["UriTooLong"];
        };
    };
    listLabsHead: {
        parameters: {
            query?: {
                /** @description ISO 3166-1 alpha-2 country code (case-insensitive). A code with no labs gives an empty page. */
                country?: string;
                /** @description Accreditation body code, case-insensitive: one of `AA`, `ACCREDIA`, `BELAC`, `CIA`, `COFRAC`, `DAKKS`, `DANAK`, `ENAC`, `ESYD`, `FINAS`, `INAB`, `IPAC`, `NA`, `NAH`, `PCA`, `RVA`, `SAS`, `SNAS`, `SWEDAC`, `UKAS`. */
                body?: string;
                /** @description Category slug (see `/categories`): one of `chemical`, `microbiological`, `molecular-biology`, `food-feed`, `water`, `environmental`, `workplace-exposure`, `mechanical`, `metallurgy-materials`, `non-destructive`, `construction-materials`, `electrical-safety`, `emc-radio`, `acoustics-vibration`, `fire-testing`, `textiles-leather`, `consumer-products-toys`, `medical-devices-pharma`, `forensic`, `radiation`, `optical-photometry`, `calibration`. */
                category?: string;
                /** @description Full-text search over lab name, city, capability names in every register language, canonical ids and standard references. All words must match (a word that matches no lab at all is left out, and meta.q_words names the words used and left out); the last may be a prefix; longer words tolerate a typo. */
                q?: string;
                /** @description A standard reference, normalised before matching: 'EN ISO 6892-1:2019', 'DIN EN ISO 6892-1' and 'iso 6892-1' all match ISO 6892-1, whatever the year. A reference the directory does not know gives an empty page. */
                standard?: string;
                /** @description Accreditation status; `all` includes labs whose register gives none. Default `active` (with `updated_since`: `all`). One of: `active`, `suspended`, `withdrawn`, `all` (case-insensitive). */
                status?: string;
                /** @description Page number (1-indexed). A page past the end is empty. Written as a JSON number (`2`, also `2.0` or `2e0`, which JSON Schema counts as integers); not `02`, ` 2` or `+2`. */
                page?: number;
                /** @description Results per page. Written as a JSON number (`2`, also `2.0` or `2e0`, which JSON Schema counts as integers); not `02`, ` 2` or `+2`. */
                per_page?: number;
                /** @description Order: `name` (default without `q`), `relevance` (default with `q`; without `q` every lab is equally relevant, so by name), newest `-accreditation_date`, most recently verified `-last_verified`, or `distance` (pro and enterprise; needs `near`). Ties by slug. One of: `name`, `relevance`, `-accreditation_date`, `-last_verified`, `distance` (case-insensitive). */
                sort?: string;
                /** @description Adds `meta.facets`: for each named dimension (country, body, category, status), the counts of labs matching all the other filters, most first. */
                facets?: string;
                /** @description Keeps only these keys of each list item, in this order (a masked field stays null: `fields` never reveals one). */
                fields?: string;
                /** @description Pro and enterprise: keeps labs within `radius_km` of this point by the labs' own coordinates; each item carries `distance_km`. */
                near?: string;
                /** @description Radius for `near` or `near_city`, in km (default 50). Needs `near` or `near_city`: without either it gets 400 (a radius around nothing). Written as a JSON number (`25`, `2.5e1`); not `025` or ` 25`. */
                radius_km?: number;
                /** @description Every tier: keeps labs whose city's public centre (GeoNames) lies within `radius_km` of this city's centre; a lab counts by its city, never by its own coordinates. A name, optionally with a country: `Lyon`, `Frankfurt am Main, DE`. A city the directory cannot place gives an empty page; `meta.near_city` says which city was used. */
                near_city?: string;
                /** @description Only labs whose record changed (any field, including a status turning `withdrawn`) at or after this time, oldest change first; each item carries its `changed_at`. Without `status`, every status is listed. A date means midnight UTC. */
                updated_since?: string;
                /**
                 * @deprecated
                 * @description Deprecated; sunset 2026-06-01. Send the key in the `X-Api-Key` header instead. From the sunset date, a request carrying this parameter gets 401; responses to such requests carry `Deprecation: true` and `Sunset: 2026-06-01`.
                 */
                api_key?: components["parameters"]["ApiKeyQuery"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches, the answer is `304` without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of labs: `application/json` (`LabList`, full items), or with `fields` `application/vnd.lab-directory.fields+json` (`LabFieldsList`, items with only the keys named). (No body: HEAD.) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Api-Tier": components["headers"]["X-Api-Tier"];
                    "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    Vary: components["headers"]["Vary"];
                    "Cache-Control": components["headers"]["CacheControlApi"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLab: {
        parameters: {
            query?: {
                /**
                 * @deprecated
                 * @description Deprecated; sunset 2026-06-01. Send the key in the `X-Api-Key` header instead. From the sunset date, a request carrying this parameter gets 401; responses to such requests carry `Deprecation: true` and `Sunset: 2026-06-01`.
                 */
                api_key?: components["parameters"]["ApiKeyQuery"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches, the answer is `304` without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The lab's URL-safe identifier: lowercase letters a-z and digits in words joined by single hyphens. Anything else gets 400; a well-formed slug that names no lab, 404. (`/labs/`, `/labs/.` and `/labs/%2e` are not slugs: dot segments and a trailing slash are normalised away, so they are `/labs`.) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lab. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Api-Tier": components["headers"]["X-Api-Tier"];
                    "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    Vary: components["headers"]["Vary"];
                    "Cache-Control": components["headers"]["CacheControlApi"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LabDetail"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLabPreflight: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lab's URL-safe identifier: lowercase letters a-z and digits in words joined by single hyphens. Anything else gets 400; a well-formed slug that names no lab, 404. (`/labs/`, `/labs/.` and `/labs/%2e` are not slugs: dot segments and a trailing slash are normalised away, so they are `/labs`.) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Preflight"];
            414: components["responses"]["UriTooLong"];
        };
    };
    getLabHead: {
        parameters: {
            query?: {
                /**
                 * @deprecated
                 * @description Deprecated; sunset 2026-06-01. Send the key in the `X-Api-Key` header instead. From the sunset date, a request carrying this parameter gets 401; responses to such requests carry `Deprecation: true` and `Sunset: 2026-06-01`.
                 */
                api_key?: components["parameters"]["ApiKeyQuery"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches, the answer is `304` without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description The lab's URL-safe identifier: lowercase letters a-z and digits in words joined by single hyphens. Anything else gets 400; a well-formed slug that names no lab, 404. (`/labs/`, `/labs/.` and `/labs/%2e` are not slugs: dot segments and a trailing slash are normalised away, so they are `/labs`.) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lab. (No body: HEAD.) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Api-Tier": components["headers"]["X-Api-Tier"];
                    "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    Vary: components["headers"]["Vary"];
                    "Cache-Control": components["headers"]["CacheControlApi"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCategories: {
        parameters: {
            query?: {
                /**
                 * @deprecated
                 * @description Deprecated; sunset 2026-06-01. Send the key in the `X-Api-Key` header instead. From the sunset date, a request carrying this parameter gets 401; responses to such requests carry `Deprecation: true` and `Sunset: 2026-06-01`.
                 */
                api_key?: components["parameters"]["ApiKeyQuery"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches, the answer is `304` without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All categories. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Api-Tier": components["headers"]["X-Api-Tier"];
                    "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    Vary: components["headers"]["Vary"];
                    "Cache-Control": components["headers"]["CacheControlApi"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCategoriesPreflight: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Preflight"];
            414: components["responses"]["UriTooLong"];
        };
    };
    listCategoriesHead: {
        parameters: {
            query?: {
                /**
                 * @deprecated
                 * @description Deprecated; sunset 2026-06-01. Send the key in the `X-Api-Key` header instead. From the sunset date, a request carrying this parameter gets 401; responses to such requests carry `Deprecation: true` and `Sunset: 2026-06-01`.
                 */
                api_key?: components["parameters"]["ApiKeyQuery"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches, the answer is `304` without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All categories. (No body: HEAD.) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Api-Tier": components["headers"]["X-Api-Tier"];
                    "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    Vary: components["headers"]["Vary"];
                    "Cache-Control": components["headers"]["CacheControlApi"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    lookupStandards: {
        parameters: {
            query: {
                /** @description A reference ('din en iso 6892-1:2020', '17025') or words of a title or test name in any register language ('salmonella', 'Zugversuch'). */
                q: string;
                /** @description Most standards to return. Written as a JSON number (`2`, also `2.0` or `2e0`, which JSON Schema counts as integers); not `02`, ` 2` or `+2`. */
                limit?: number;
                /**
                 * @deprecated
                 * @description Deprecated; sunset 2026-06-01. Send the key in the `X-Api-Key` header instead. From the sunset date, a request carrying this parameter gets 401; responses to such requests carry `Deprecation: true` and `Sunset: 2026-06-01`.
                 */
                api_key?: components["parameters"]["ApiKeyQuery"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches, the answer is `304` without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching standards, best first. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Api-Tier": components["headers"]["X-Api-Tier"];
                    "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    Vary: components["headers"]["Vary"];
                    "Cache-Control": components["headers"]["CacheControlApi"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StandardList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    lookupStandardsPreflight: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Preflight"];
            414: components["responses"]["UriTooLong"];
        };
    };
    lookupStandardsHead: {
        parameters: {
            query: {
                /** @description A reference ('din en iso 6892-1:2020', '17025') or words of a title or test name in any register language ('salmonella', 'Zugversuch'). */
                q: string;
                /** @description Most standards to return. Written as a JSON number (`2`, also `2.0` or `2e0`, which JSON Schema counts as integers); not `02`, ` 2` or `+2`. */
                limit?: number;
                /**
                 * @deprecated
                 * @description Deprecated; sunset 2026-06-01. Send the key in the `X-Api-Key` header instead. From the sunset date, a request carrying this parameter gets 401; responses to such requests carry `Deprecation: true` and `Sunset: 2026-06-01`.
                 */
                api_key?: components["parameters"]["ApiKeyQuery"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches, the answer is `304` without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching standards, best first. (No body: HEAD.) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Api-Tier": components["headers"]["X-Api-Tier"];
                    "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    Vary: components["headers"]["Vary"];
                    "Cache-Control": components["headers"]["CacheControlApi"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStandard: {
        parameters: {
            query?: {
                /**
                 * @deprecated
                 * @description Deprecated; sunset 2026-06-01. Send the key in the `X-Api-Key` header instead. From the sunset date, a request carrying this parameter gets 401; responses to such requests carry `Deprecation: true` and `Sunset: 2026-06-01`.
                 */
                api_key?: components["parameters"]["ApiKeyQuery"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches, the answer is `304` without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description Canonical id of the standard: lowercase letters a-z and digits in words joined by single hyphens. Anything else gets 400; a well-formed id that names no standard, 404. (Dot segments and a trailing slash are normalised away: `/standards/.` is `/standards`.) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The standard. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Api-Tier": components["headers"]["X-Api-Tier"];
                    "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    Vary: components["headers"]["Vary"];
                    "Cache-Control": components["headers"]["CacheControlApi"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Standard"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStandardPreflight: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Canonical id of the standard: lowercase letters a-z and digits in words joined by single hyphens. Anything else gets 400; a well-formed id that names no standard, 404. (Dot segments and a trailing slash are normalised away: `/standards/.` is `/standards`.) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Preflight"];
            414: components["responses"]["UriTooLong"];
        };
    };
    getStandardHead: {
        parameters: {
            query?: {
                /**
                 * @deprecated
                 * @description Deprecated; sunset 2026-06-01. Send the key in the `X-Api-Key` header instead. From the sunset date, a request carrying this parameter gets 401; responses to such requests carry `Deprecation: true` and `Sunset: 2026-06-01`.
                 */
                api_key?: components["parameters"]["ApiKeyQuery"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches, the answer is `304` without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /** @description Canonical id of the standard: lowercase letters a-z and digits in words joined by single hyphens. Anything else gets 400; a well-formed id that names no standard, 404. (Dot segments and a trailing slash are normalised away: `/standards/.` is `/standards`.) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The standard. (No body: HEAD.) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Api-Tier": components["headers"]["X-Api-Tier"];
                    "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    Vary: components["headers"]["Vary"];
                    "Cache-Control": components["headers"]["CacheControlApi"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    suggest: {
        parameters: {
            query: {
                /** @description What the user has typed so far: the last word may be half-typed, longer words may carry a typo. */
                q: string;
                /** @description Most suggestions to return. Written as a JSON number (`2`, also `2.0` or `2e0`, which JSON Schema counts as integers); not `02`, ` 2` or `+2`. */
                limit?: number;
                /**
                 * @deprecated
                 * @description Deprecated; sunset 2026-06-01. Send the key in the `X-Api-Key` header instead. From the sunset date, a request carrying this parameter gets 401; responses to such requests carry `Deprecation: true` and `Sunset: 2026-06-01`.
                 */
                api_key?: components["parameters"]["ApiKeyQuery"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches, the answer is `304` without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Suggestions, best first. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Api-Tier": components["headers"]["X-Api-Tier"];
                    "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    Vary: components["headers"]["Vary"];
                    "Cache-Control": components["headers"]["CacheControlApi"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuggestionList"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    suggestPreflight: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Preflight"];
            414: components["responses"]["UriTooLong"];
        };
    };
    suggestHead: {
        parameters: {
            query: {
                /** @description What the user has typed so far: the last word may be half-typed, longer words may carry a typo. */
                q: string;
                /** @description Most suggestions to return. Written as a JSON number (`2`, also `2.0` or `2e0`, which JSON Schema counts as integers); not `02`, ` 2` or `+2`. */
                limit?: number;
                /**
                 * @deprecated
                 * @description Deprecated; sunset 2026-06-01. Send the key in the `X-Api-Key` header instead. From the sunset date, a request carrying this parameter gets 401; responses to such requests carry `Deprecation: true` and `Sunset: 2026-06-01`.
                 */
                api_key?: components["parameters"]["ApiKeyQuery"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches, the answer is `304` without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Suggestions, best first. (No body: HEAD.) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Api-Tier": components["headers"]["X-Api-Tier"];
                    "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    Vary: components["headers"]["Vary"];
                    "Cache-Control": components["headers"]["CacheControlApi"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportLabs: {
        parameters: {
            query?: {
                /** @description Export format; default `ndjson`. One of: `ndjson`, `csv` (case-insensitive). */
                format?: string;
                /** @description Only labs whose record changed (any field, including a status turning `withdrawn`) at or after this time, oldest change first; each item carries its `changed_at`. Without `status`, every status is listed. A date means midnight UTC. */
                updated_since?: string;
                /**
                 * @deprecated
                 * @description Deprecated; sunset 2026-06-01. Send the key in the `X-Api-Key` header instead. From the sunset date, a request carrying this parameter gets 401; responses to such requests carry `Deprecation: true` and `Sunset: 2026-06-01`.
                 */
                api_key?: components["parameters"]["ApiKeyQuery"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches, the answer is `304` without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Api-Tier": components["headers"]["X-Api-Tier"];
                    "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    Vary: components["headers"]["Vary"];
                    "Cache-Control": components["headers"]["CacheControlApi"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    "Last-Modified": components["headers"]["Last-Modified"];
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": string;
                    "text/csv": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportLabsPreflight: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Preflight"];
            414: components["responses"]["UriTooLong"];
        };
    };
    exportLabsHead: {
        parameters: {
            query?: {
                /** @description Export format; default `ndjson`. One of: `ndjson`, `csv` (case-insensitive). */
                format?: string;
                /** @description Only labs whose record changed (any field, including a status turning `withdrawn`) at or after this time, oldest change first; each item carries its `changed_at`. Without `status`, every status is listed. A date means midnight UTC. */
                updated_since?: string;
                /**
                 * @deprecated
                 * @description Deprecated; sunset 2026-06-01. Send the key in the `X-Api-Key` header instead. From the sunset date, a request carrying this parameter gets 401; responses to such requests carry `Deprecation: true` and `Sunset: 2026-06-01`.
                 */
                api_key?: components["parameters"]["ApiKeyQuery"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches, the answer is `304` without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export. (No body: HEAD.) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Api-Tier": components["headers"]["X-Api-Tier"];
                    "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    Vary: components["headers"]["Vary"];
                    "Cache-Control": components["headers"]["CacheControlApi"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    "Last-Modified": components["headers"]["Last-Modified"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDataFreshness: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches, the answer is `304` without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The freshness report. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Api-Tier": components["headers"]["X-Api-Tier"];
                    "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    Vary: components["headers"]["Vary"];
                    "Cache-Control": components["headers"]["CacheControlFreshness"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Freshness"];
                };
            };
            304: components["responses"]["NotModifiedFreshness"];
            400: components["responses"]["BadRequestFreshness"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDataFreshnessPreflight: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Preflight"];
            414: components["responses"]["UriTooLong"];
        };
    };
    getDataFreshnessHead: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches, the answer is `304` without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The freshness report. (No body: HEAD.) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Api-Tier": components["headers"]["X-Api-Tier"];
                    "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    Vary: components["headers"]["Vary"];
                    "Cache-Control": components["headers"]["CacheControlFreshness"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            304: components["responses"]["NotModifiedFreshness"];
            400: components["responses"]["BadRequestFreshness"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOpenApi: {
        parameters: {
            query?: {
                /**
                 * @deprecated
                 * @description Deprecated; sunset 2026-06-01. Send the key in the `X-Api-Key` header instead. From the sunset date, a request carrying this parameter gets 401; responses to such requests carry `Deprecation: true` and `Sunset: 2026-06-01`.
                 */
                api_key?: components["parameters"]["ApiKeyQuery"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches, the answer is `304` without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Api-Tier": components["headers"]["X-Api-Tier"];
                    "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    Vary: components["headers"]["Vary"];
                    "Cache-Control": components["headers"]["CacheControlApi"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenApiDocument"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOpenApiPreflight: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["Preflight"];
            414: components["responses"]["UriTooLong"];
        };
    };
    getOpenApiHead: {
        parameters: {
            query?: {
                /**
                 * @deprecated
                 * @description Deprecated; sunset 2026-06-01. Send the key in the `X-Api-Key` header instead. From the sunset date, a request carrying this parameter gets 401; responses to such requests carry `Deprecation: true` and `Sunset: 2026-06-01`.
                 */
                api_key?: components["parameters"]["ApiKeyQuery"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; when it still matches, the answer is `304` without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. (No body: HEAD.) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-RateLimit-Daily-Limit": components["headers"]["X-RateLimit-Daily-Limit"];
                    "X-RateLimit-Daily-Remaining": components["headers"]["X-RateLimit-Daily-Remaining"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "X-Api-Tier": components["headers"]["X-Api-Tier"];
                    "X-Attribution-Required": components["headers"]["X-Attribution-Required"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    Vary: components["headers"]["Vary"];
                    "Cache-Control": components["headers"]["CacheControlApi"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            414: components["responses"]["UriTooLong"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
