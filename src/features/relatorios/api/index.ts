// The reports' endpoints, generated from the server's OpenAPI (tag 'relatorios'). A report reads
// what every other screen writes, so it is fetched afresh each time it is opened
// (`refetchOnMountOrArgChange` in useRelatorio) instead of tracking every tag that could change it.
export * from './relatorios.generated';
