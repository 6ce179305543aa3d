// RTK Query codegen (`npm run codegen`): the server's OpenAPI document -> one file of endpoints per
// OpenAPI tag, injected into the single api of src/store/api.ts. Generated files are never edited
// by hand; tags and invalidation are added with enhanceEndpoints next to them.
// A domain joins by adding its tag here.
const destinos = {
  auth: 'src/store/generated/auth.generated.ts',
};

module.exports = {
  schemaFile: './docs/openapi.json',
  apiFile: './src/store/api.ts',
  apiImport: 'api',
  hooks: true,
  tag: true,
  outputFiles: Object.fromEntries(
    Object.entries(destinos).map(([tag, file]) => [
      `./${file}`,
      { filterEndpoints: (_name, definition) => (definition.operation.tags ?? []).includes(tag) },
    ]),
  ),
};
