// Plain data the import flow carries (serializable: Redux state and actions), typed by the
// generated client: a server rename fails tsc here.
import type { AprendizImportacaoValidarApiArg } from '../../store/generated/importacao.generated';

/** The file as the API receives it: its name and its bytes in base64. */
export type ArquivoEnviado = AprendizImportacaoValidarApiArg['body'];

export type {
  ResultadoImportacao,
  ValidacaoImportacao,
} from '../../store/generated/importacao.generated';
