// /relatorios/aprendizes-sem-enturmacao: who has a contract or is in selection and has no class
// yet, longest wait first.
import { useMemo } from 'react';
import { useBuscaDeParceiros } from '../../store/buscas';
import { useMunicipios, useSituacaoAprendizOpcoesQuery } from '../../store/opcoes';
import {
  useRelatorioAprendizesSemEnturmacaoQuery,
  type RelatorioAprendizesSemEnturmacaoApiArg as Arg,
  type RelatorioAprendizesSemEnturmacaoApiResponse as Resposta,
} from './api';
import { data, numero, texto } from './colunas';
import { TelaDeRelatorio } from './TelaDeRelatorio';
import { relatorioComIds } from './useRelatorio';

type L = Resposta['data'][number];
const useRelatorio = relatorioComIds<Arg, Resposta>(
  useRelatorioAprendizesSemEnturmacaoQuery,
  (l: L) => l.aprendizId,
);

const colunas = [
  texto<L>('nome', 'Aprendiz', 180, 1.4),
  texto<L>('cpf', 'CPF', 140, 0),
  texto<L>('situacao', 'Situação', 130, 0.7),
  texto<L>('contrato', 'Contrato', 120, 0),
  texto<L>('parceiro', 'Empresa', 150),
  texto<L>('municipio', 'Município', 130, 0.7),
  data<L>('aguardandoDesde', 'Aguardando desde'),
  numero<L>('diasAguardando', 'Dias', 80),
];

export function SemEnturmacaoScreen() {
  const situacoes = useSituacaoAprendizOpcoesQuery();
  const buscarParceiros = useBuscaDeParceiros();
  const opcoesDeSituacao = useMemo(
    () => (situacoes.data?.data ?? []).map((s) => ({ value: s.id, label: s.nome })),
    [situacoes.data],
  );
  return (
    <TelaDeRelatorio<L, Resposta['resumo'], Arg>
      caminho="/relatorios/aprendizes-sem-enturmacao"
      titulo="Aprendizes sem enturmação"
      pergunta="Quem tem contrato ou está em seleção e ainda não tem turma, e há quantos dias espera."
      caminhoApi="/api/relatorios/aprendizes-sem-enturmacao"
      config={{
        columns: colunas,
        useQuery: useRelatorio,
        emptyHint: 'Todos os aprendizes com contrato ou em seleção têm turma.',
        filters: [
          {
            type: 'autocomplete',
            name: 'situacaoId',
            label: 'Situação',
            options: opcoesDeSituacao,
          },
          {
            type: 'autocomplete',
            name: 'municipioId',
            label: 'Município',
            useOptions: useMunicipios,
          },
          {
            type: 'autocomplete',
            name: 'parceiroId',
            label: 'Empresa',
            loadOptions: buscarParceiros,
          },
        ],
      }}
    />
  );
}
