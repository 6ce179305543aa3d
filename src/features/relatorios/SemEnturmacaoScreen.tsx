// /relatorios/aprendizes-sem-enturmacao: who has a contract or is in selection and has no class
// yet, longest wait first.
import { useRelatorioAprendizesSemEnturmacaoQuery } from './api';
import { colunaDoAprendiz, cpf, data, numero, texto } from './colunas';
import { MUNICIPIO, useFiltroDeEmpresa, useFiltroDeSituacao } from './filtros';
import { TelaDeRelatorio } from './TelaDeRelatorio';
import { relatorioComIds, type LinhaDo } from './useRelatorio';

const useRelatorio = relatorioComIds(useRelatorioAprendizesSemEnturmacaoQuery, (l) => l.aprendizId);
type L = LinhaDo<typeof useRelatorio>;

// The screen keeps the columns a person reads; the files carry every one (município).
const colunas = [
  colunaDoAprendiz<L>(),
  cpf<L>(),
  texto<L>('situacao', 'Situação', 110, 0),
  texto<L>('contrato', 'Contrato', 110, 0),
  texto<L>('parceiro', 'Empresa', 140, 1),
  data<L>('aguardandoDesde', 'Desde'),
  numero<L>('diasAguardando', 'Dias', 70),
];

export function SemEnturmacaoScreen() {
  const situacao = useFiltroDeSituacao();
  const empresa = useFiltroDeEmpresa();
  return (
    <TelaDeRelatorio
      caminho="/relatorios/aprendizes-sem-enturmacao"
      titulo="Aprendizes sem enturmação"
      pergunta="Quem tem contrato ou está em seleção e ainda não tem turma, e há quantos dias espera."
      caminhoApi="/api/relatorios/aprendizes-sem-enturmacao"
      config={{
        columns: colunas,
        useQuery: useRelatorio,
        vazio: 'Todos os aprendizes com contrato ou em seleção têm turma.',
        filters: [situacao, MUNICIPIO, empresa],
      }}
    />
  );
}
