// /relatorios/aprendizes-por-parceiro: apprentices placed today per unit, against the partner's
// quota; partners below it on request.
import { useRelatorioAprendizesPorParceiroQuery } from './api';
import { numero, texto } from './colunas';
import { MUNICIPIO, useFiltroDeEmpresa } from './filtros';
import { TelaDeRelatorio } from './TelaDeRelatorio';
import { relatorioComIds, type LinhaDo } from './useRelatorio';

const useRelatorio = relatorioComIds(useRelatorioAprendizesPorParceiroQuery, (l) => l.unidadeId);
type L = LinhaDo<typeof useRelatorio>;

// The screen keeps the columns a person reads; the files carry every one (CNPJ).
const colunas = [
  texto<L>('parceiro', 'Empresa', 200, 2),
  texto<L>('unidade', 'Unidade', 140, 1.2),
  texto<L>('municipio', 'Município', 120, 0.8),
  numero<L>('aprendizesNaUnidade', 'Na unidade'),
  numero<L>('aprendizesNoParceiro', 'Na empresa', 100),
  numero<L>('cota', 'Cota', 70),
  texto<L>('situacaoCota', 'Situação da cota', 145, 0),
];

export function PorParceiroScreen() {
  const empresa = useFiltroDeEmpresa();
  return (
    <TelaDeRelatorio
      caminho="/relatorios/aprendizes-por-parceiro"
      titulo="Aprendizes por parceiro"
      pergunta="Quantos aprendizes cada empresa tem hoje, por unidade, diante da sua cota."
      caminhoApi="/api/relatorios/aprendizes-por-parceiro"
      config={{
        columns: colunas,
        useQuery: useRelatorio,
        vazio: 'Nenhuma unidade ativa com estes filtros.',
        filters: [
          empresa,
          MUNICIPIO,
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
