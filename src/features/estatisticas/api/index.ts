// The statistics endpoints, generated from the server's OpenAPI (tag 'estatisticas'). Statistics
// read what every other screen writes, so each screen fetches its figures afresh when it opens
// (refetchOnMountOrArgChange at the call) instead of tracking every tag that could change them.
export * from './estatisticas.generated';
