// The record's own changes (audit trail): who created, edited, inactivated or reactivated it and
// which fields went from what to what. Values are shown as stored; CPFs arrive already hidden.
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatarDataHora } from '../../shared/format';
import { problemMessage, toProblem } from '../../shared/formulario';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { useAprendizAlteracoesQuery } from './api';

const ACOES: Record<string, string> = {
  criar: 'Cadastro criado',
  atualizar: 'Cadastro alterado',
  inativar: 'Cadastro inativado',
  reativar: 'Cadastro reativado',
};

/** Internal fields a person does not need to read in a change. */
const OCULTOS = new Set(['id', 'versao', 'criadoEm', 'atualizadoEm']);

function valor(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v))
    return v.split('-').reverse().join('/');
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  return JSON.stringify(v);
}

export function AlteracoesCadastro({ id }: { id: number }) {
  const { data, isLoading, isError, error } = useAprendizAlteracoesQuery({ id });
  if (isLoading) return <TelaCarregando texto="Carregando alterações..." telaCheia={false} />;
  if (isError) return <Alert severity="error">{problemMessage(toProblem(error))}</Alert>;
  const alteracoes = data?.data ?? [];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="alteracoes-cadastro"
      sx={{ mt: 2 }}
    >
      <Typography id="alteracoes-cadastro" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        Alterações no cadastro
      </Typography>
      {alteracoes.length === 0 ? (
        <Typography sx={{ p: 2 }}>Nenhuma alteração registrada.</Typography>
      ) : (
        <List>
          {alteracoes.map((a) => {
            const campos = Object.entries(a.campos ?? {}).filter(([c]) => !OCULTOS.has(c));
            return (
              <ListItem key={a.id} divider sx={{ display: 'block' }}>
                <Typography sx={{ fontWeight: 500 }}>{ACOES[a.acao] ?? a.acao}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {a.usuario ? `Por ${a.usuario.nome}` : 'Pelo sistema'} em{' '}
                  {formatarDataHora(a.criadoEm)}
                </Typography>
                {a.acao === 'atualizar' && campos.length > 0 && (
                  <Typography component="ul" variant="body2" sx={{ m: 0, mt: 0.5, pl: 3 }}>
                    {campos.map(([campo, { de, para }]) => (
                      <li key={campo}>
                        {campo}: {valor(de)} → {valor(para)}
                      </li>
                    ))}
                  </Typography>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
