// Every feature's manifest: what the router, the menu, the breadcrumbs, the page titles and the
// browser suite's route list are derived from (navegacao.ts). The list is generated from the
// folder tree (manifestos.generated.ts, `npm run codegen`): a feature joins by having a
// manifesto.ts. Loaded as a chunk with the layout, never by /login: the manifests carry the
// screens' loaders and the menu's icons.
import type { ManifestoDaFeature } from '../shared/navigation';
import { POR_FEATURE } from './manifestos.generated';

export const MANIFESTOS: readonly ManifestoDaFeature[] = Object.values(POR_FEATURE);
