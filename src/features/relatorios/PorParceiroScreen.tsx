// /relatorios/aprendizes-por-parceiro: apprentices placed today per unit, against the partner's
// quota; partners below it on request.
import { useBuscaDeParceiros } from '../../store/buscas';
import { useMunicipios } from '../../store/opcoes';
import {
  useRelatorioAprendizesPorParceiroQuery,
  type RelatorioAprendizesPorParceiroApiArg as Arg,
  type RelatorioAprendizesPorParceiroApiResponse as Resposta,
} from './api';
import { numero, texto } from './colunas';
import { TelaDeRelatorio } from './TelaDeRelatorio';
import { relatorioComIds } from './useRelatorio';

type L = Resposta['data'][number];
const useRelatorio = relatorioComIds<Arg, Resposta>(
  useRelatorioAprendizesPorParceiroQuery,
  (l: L) => l.unidadeId,
);

const colunas = [
  texto<L>('parceiro', 'Empresa', 180, 1.3),
  texto<L>('cnpj', 'CNPJ', 170, 0),
  texto<L>('unidade', 'Unidade', 150),
  texto<L>('municipio', 'Município', 130, 0.7),
  numero<L>('aprendizesNaUnidade', 'Na unidade'),
  numero<L>('aprendizesNoParceiro', 'Na empresa'),
  numero<L>('cota', 'Cota', 80),
  texto<L>('situacaoCota', 'Situação da cota', 160, 0),
];

export function PorParceiroScreen() {
  const buscarParceiros = useBuscaDeParceiros();
  return (
    <TelaDeRelatorio<L, Resposta['resumo'], Arg>
      caminho="/relatorios/aprendizes-por-parceiro"
      titulo="Aprendizes por parceiro"
      pergunta="Quantos aprendizes cada empresa tem hoje, por unidade, diante da sua cota."
      caminhoApi="/api/relatorios/aprendizes-por-parceiro"
      config={{
        columns: colunas,
        useQuery: useRelatorio,
        emptyHint: 'Nenhuma unidade ativa com estes filtros.',
        filters: [
          {
            type: 'autocomplete',
            name: 'parceiroId',
            label: 'Empresa',
            loadOptions: buscarParceiros,
          },
          {
            type: 'autocomplete',
            name: 'municipioId',
            label: 'Município',
            useOptions: useMunicipios,
          },
          {
            type: 'select',
            name: 'abaixoDaCota',
            label: 'Cota',
            options: [{ value: 'true', label: 'Só empresas abaixo da cota' }],
          },
        ],
      }}
    />
  );
}
