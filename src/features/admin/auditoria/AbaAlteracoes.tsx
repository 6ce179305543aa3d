// 'Alterações': who changed which record, when, and what each changed field was and became.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TelaDeLista } from '../../../shared/lista';
import {
  usePermissaoListarQuery,
  useAuditoriaListarQuery,
  type AuditoriaListarApiArg,
  type AuditoriaListarApiResponse,
} from '../api';
import {
  ACOES_CONHECIDAS,
  linhasDeDiferenca,
  rotuloDaAcao,
  tipoDaMudanca,
  VAZIO,
  type ContextoDeFormatacao,
  type LinhaDeDiferenca,
} from './diferencas';
import {
  descricaoDoRegistro,
  ENTIDADES_CONHECIDAS,
  linkDoRegistro,
  rotuloDaEntidade,
} from './entidades';
import { FILTRO_PERIODO, FILTRO_USUARIO, ORDENS } from './filtros';
import { Momento, RECUO_DO_DETALHE } from './Momento';

type Registro = AuditoriaListarApiResponse['data'][number];

const opcoesDeEntidade = ENTIDADES_CONHECIDAS.map((e) => ({
  value: e,
  label: rotuloDaEntidade(e),
}));
const opcoesDeAcao = ACOES_CONHECIDAS.map((a) => ({ value: a, label: rotuloDaAcao(a) }));

function Diferenca({
  linha,
  tipo,
}: {
  linha: LinhaDeDiferenca;
  tipo: ReturnType<typeof tipoDaMudanca>;
}) {
  const lista = linha.incluidos ?? linha.retirados;
  return (
    <Box component="li" sx={{ py: 0.25, overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {linha.rotulo}
      </Box>
      {': '}
      {lista ? (
        <>
          {linha.incluidos?.map((v) => (
            <Chip
              key={`+${v}`}
              size="small"
              color="success"
              variant="outlined"
              label={`+ ${v}`}
              sx={{ mr: 0.5, mb: 0.5 }}
            />
          ))}
          {linha.retirados?.map((v) => (
            <Chip
              key={`-${v}`}
              size="small"
              color="error"
              variant="outlined"
              label={`− ${v}`}
              sx={{ mr: 0.5, mb: 0.5 }}
            />
          ))}
          {!linha.incluidos?.length && !linha.retirados?.length && VAZIO}
        </>
      ) : tipo === 'criacao' ? (
        linha.para
      ) : tipo === 'remocao' ? (
        linha.de
      ) : (
        <>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {linha.de}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' → '}
          </Box>
          {linha.para}
        </>
      )}
    </Box>
  );
}

function Entrada({ r, ctx }: { r: Registro; ctx: ContextoDeFormatacao }) {
  const linhas = linhasDeDiferenca(r.campos, ctx);
  const tipo = tipoDaMudanca(r.campos);
  const link = linkDoRegistro(r.entidade, r.entidadeId);
  const registro = descricaoDoRegistro(r.entidade, r.entidadeId);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
        <Momento em={r.criadoEm} />
        <Typography component="span">
          <strong>{r.usuario?.nome ?? 'Sistema'}</strong> {rotuloDaAcao(r.acao).toLowerCase()}{' '}
          {link ? (
            <Link component={RouterLink} to={link}>
              {registro}
            </Link>
          ) : (
            registro
          )}
        </Typography>
      </Box>
      {linhas.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: RECUO_DO_DETALHE, listStyle: 'none' }}>
          {linhas.map((l) => (
            <Diferenca key={l.campo} linha={l} tipo={tipo} />
          ))}
        </Box>
      )}
    </>
  );
}

export function AbaAlteracoes() {
  const { data: catalogo } = usePermissaoListarQuery();
  const ctx = useMemo<ContextoDeFormatacao>(
    () => ({
      rotulosDePermissao: new Map(
        (catalogo?.data ?? []).flatMap((a) =>
          a.permissoes.map((p) => [p.chave, p.rotulo] as const),
        ),
      ),
    }),
    [catalogo],
  );
  return (
    <TelaDeLista<Registro, AuditoriaListarApiArg>
      config={{
        titulo: 'Alterações',
        useQuery: useAuditoriaListarQuery,
        columns: [],
        cartao: (r) => <Entrada r={r} ctx={ctx} />,
        ordens: ORDENS,
        semBusca: true,
        filters: [
          {
            type: 'select',
            name: 'entidade',
            label: 'Tipo de registro',
            options: opcoesDeEntidade,
          },
          { type: 'text', name: 'entidadeId', label: 'Nº do registro', numerico: true },
          FILTRO_USUARIO,
          { type: 'select', name: 'acao', label: 'Ação', options: opcoesDeAcao },
          FILTRO_PERIODO,
        ],
        vazio: 'Nenhuma alteração encontrada com estes filtros.',
      }}
    />
  );
}
