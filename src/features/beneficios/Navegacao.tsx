// The five benefits screens as link tabs above each of them, carrying the competência along so
// moving between them keeps the month in view.
import { useLocation } from 'react-router-dom';
import { AbasDoRegistro } from '../../shared/detalhe';

export const PERMISSAO_ESCRITA = 'beneficios:escrever';

export function NavegacaoBeneficios({ competencia }: { competencia?: string }) {
  const { pathname } = useLocation();
  const q = competencia ? `?competencia=${competencia}` : '';
  const abas = [
    { rotulo: 'Visão geral', valor: '/beneficios', para: `/beneficios${q}` },
    { rotulo: 'Pagamentos', valor: '/beneficios/pagamentos', para: `/beneficios/pagamentos${q}` },
    {
      rotulo: 'Vale-transporte',
      valor: '/beneficios/vale-transporte',
      para: `/beneficios/vale-transporte${q}`,
    },
    {
      rotulo: 'Vale-alimentação',
      valor: '/beneficios/vale-alimentacao',
      para: `/beneficios/vale-alimentacao${q}`,
    },
    { rotulo: 'Relatórios', valor: '/beneficios/relatorios', para: '/beneficios/relatorios' },
  ];
  return <AbasDoRegistro rotulo="Telas de benefícios" abas={abas} atual={pathname} rolavel />;
}
