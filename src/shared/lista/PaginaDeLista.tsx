// A list that is a page of its own (/educadores, /turmas, /vagas...): the list's title as the
// page's h1, one sentence under it, the 'Novo …' link for who may add one, and the list.
import type { GridRowId } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { BotaoNovo, CabecalhoDaPagina } from '../pagina';
import type { ArgsDaLista, ResultadoDaLista, ConfigDaLista } from './TelaDeLista';
import { TelaDeLista } from './TelaDeLista';

/** The 'Novo …' link: where a new one is created and what the button says ('Nova turma'). */
export interface NovoDaLista {
  para: string;
  rotulo: string;
}

/** `Config` is the list's `ConfigDaLista`, typed by its row and generated hook. */
export interface PaginaDeListaProps<Config> {
  /** Its `title` is the page's h1 and names the table. */
  config: Config;
  subtitulo: ReactNode;
  /**
   * The 'Novo …' link, or `false` for who may not create one: the feature evaluates its own
   * permission (`temPermissao('turmas:escrever') && { para, rotulo }`).
   */
  novo?: NovoDaLista | false;
  /** Between the header and the list: quick filter chips. */
  acima?: ReactNode;
  /** After the list: a dialog the list opens. */
  children?: ReactNode;
}

export function PaginaDeLista<
  Row extends { id: GridRowId },
  Arg extends ArgsDaLista,
  Result extends ResultadoDaLista<Row>,
>({
  config,
  subtitulo,
  novo,
  acima,
  children,
}: PaginaDeListaProps<ConfigDaLista<Row, Arg, Result>>) {
  return (
    <>
      <CabecalhoDaPagina
        titulo={config.titulo}
        subtitulo={subtitulo}
        acoes={novo && <BotaoNovo para={novo.para}>{novo.rotulo}</BotaoNovo>}
      />
      {acima}
      <TelaDeLista config={config} />
      {children}
    </>
  );
}
