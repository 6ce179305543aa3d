// The four lists of the curriculum as link tabs above each of them: plans hang on courses and
// disciplines on modules, so people hop between these screens, and courses have no menu group of
// their own besides this one and /cadastros.
import { useLocation } from 'react-router-dom';
import { AbasDoRegistro } from '../../shared/detalhe';

const ABAS = [
  { rotulo: 'Módulos', para: '/modulos' },
  { rotulo: 'Disciplinas', para: '/modulos/disciplinas' },
  { rotulo: 'Planos de curso', para: '/modulos/planos' },
  { rotulo: 'Cursos', para: '/modulos/cursos' },
] as const;

export function NavegacaoDoCurriculo() {
  const { pathname } = useLocation();
  return <AbasDoRegistro rotulo="Currículo: cadastros" abas={ABAS} atual={pathname} rolavel />;
}

/** Whoever lacks `modulos:escrever` only reads (the API refuses anyway). */
export const PERMISSAO_ESCRITA = 'modulos:escrever';
