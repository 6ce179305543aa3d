// /admin/lgpd (permission lgpd:titular, docs/LGPD.md): the retention setting (years after the end
// of the last contract) and who is due for anonymisation under it, with a button that anonymises
// them all and shows what was done (ids and dates only: the names are what is being removed).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errosDeCampo, mensagemDeErro } from '../../shared/api/problema';
import { useConfirmacao } from '../../shared/dialogos';
import { formatarData } from '../../shared/format';
import { Paginacao } from '../../shared/lista';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { FalhaAoCarregar } from '../../shared/ui/Carregamento';
import { SegundaLinha } from '../../shared/ui/SegundaLinha';
import { toast } from '../../shared/toast';
import {
  useLgpdAnonimizarVencidosMutation,
  useLgpdRetencaoAlterarMutation,
  useLgpdRetencaoObterQuery,
  useLgpdVencidosQuery,
  type RelatorioAnonimizacao,
} from './api';

const BASE = { contrato: 'fim do último contrato', cadastro: 'cadastro, sem contrato' } as const;
const anosPorExtenso = (anos: number) => `${String(anos)} ${anos === 1 ? 'ano' : 'anos'}`;

export function LgpdScreen() {
  const [relatorio, setRelatorio] = useState<RelatorioAnonimizacao | null>(null);
  return (
    <Stack spacing={3} component="section">
      <CabecalhoDaPagina
        titulo="Proteção de dados (LGPD)"
        subtitulo="Retenção dos cadastros e anonimização de quem não precisa mais estar identificado."
      />
      <Retencao />
      <Vencidos onRelatorio={setRelatorio} />
      {relatorio && <RelatorioFeito relatorio={relatorio} />}
    </Stack>
  );
}

function Retencao() {
  const consulta = useLgpdRetencaoObterQuery();
  const [alterar, { isLoading }] = useLgpdRetencaoAlterarMutation();
  const [anos, setAnos] = useState<string | null>(null);
  const [erro, setErro] = useState<string | undefined>();
  if (consulta.isError)
    return <FalhaAoCarregar erro={consulta.error} onRetry={() => void consulta.refetch()} />;
  const atual = consulta.data;
  const valor = anos ?? (atual ? String(atual.anosRetencao) : '');

  const salvar = async (e: SyntheticEvent) => {
    e.preventDefault();
    if (!atual) return;
    const numero = Number(valor);
    if (!Number.isInteger(numero) || numero < 1 || numero > 100) {
      setErro('Informe um número inteiro de anos entre 1 e 100');
      return;
    }
    try {
      await alterar({ body: { anosRetencao: numero, versao: atual.versao } }).unwrap();
      setAnos(null);
      toast.success('Retenção salva.');
    } catch (falha) {
      setErro(errosDeCampo(falha).anosRetencao ?? mensagemDeErro(falha));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="form" onSubmit={(e) => void salvar(e)}>
      <Typography variant="h6" component="h2">
        Retenção
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Por quantos anos, depois do fim do último contrato, o cadastro continua identificado. Quem
        nunca teve contrato conta da data de cadastro, e só depois de inativado.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <TextField
          label="Anos de retenção"
          type="number"
          value={valor}
          disabled={!atual}
          onChange={(e) => {
            setAnos(e.target.value);
            setErro(undefined);
          }}
          error={erro !== undefined}
          helperText={erro ?? 'Padrão: 5 anos.'}
          slotProps={{ htmlInput: { min: 1, max: 100, inputMode: 'numeric' } }}
          sx={{ width: 220 }}
        />
        <Button type="submit" variant="contained" disabled={!atual || isLoading} sx={{ mt: 1 }}>
          {isLoading ? 'Salvando…' : 'Salvar'}
        </Button>
      </Box>
    </Paper>
  );
}

function Vencidos({ onRelatorio }: { onRelatorio: (r: RelatorioAnonimizacao) => void }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const consulta = useLgpdVencidosQuery({ page, pageSize });
  const [anonimizar, { isLoading }] = useLgpdAnonimizarVencidosMutation();
  const confirmar = useConfirmacao();
  const dados = consulta.data;

  const anonimizarTodos = async () => {
    if (!dados) return;
    const ok = await confirmar({
      title: `Anonimizar ${String(dados.total)} ${dados.total === 1 ? 'cadastro vencido' : 'cadastros vencidos'}?`,
      message:
        'Nomes, documentos, contatos, endereços, responsáveis e observações serão substituídos de ' +
        'forma irreversível (até 200 por vez). As estatísticas continuam as mesmas.',
      confirmLabel: 'Anonimizar todos',
      destructive: true,
    });
    if (!ok) return;
    try {
      const r = await anonimizar().unwrap();
      onRelatorio(r);
      setPage(1);
      toast.success(`${String(r.anonimizados.length)} cadastro(s) anonimizado(s).`);
    } catch (falha) {
      toast.error(mensagemDeErro(falha));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography variant="h6" component="h2">
            Vencidos para anonimização
          </Typography>
          {dados && (
            <Typography variant="body2" color="text.secondary">
              {dados.total === 0
                ? `Ninguém vencido: retenção de ${anosPorExtenso(dados.anosRetencao)}, referências até ${formatarData(dados.limite)}.`
                : `${String(dados.total)} ${dados.total === 1 ? 'cadastro' : 'cadastros'} com referência até ${formatarData(dados.limite)} (retenção de ${anosPorExtenso(dados.anosRetencao)}).`}
            </Typography>
          )}
        </Box>
        <Button
          variant="contained"
          color="error"
          disabled={!dados || dados.total === 0 || isLoading}
          onClick={() => void anonimizarTodos()}
        >
          {isLoading ? 'Anonimizando…' : 'Anonimizar todos os vencidos'}
        </Button>
      </Box>
      {consulta.isLoading && <Typography role="status">Carregando vencidos…</Typography>}
      {consulta.isError && (
        <FalhaAoCarregar erro={consulta.error} onRetry={() => void consulta.refetch()} />
      )}
      {dados && dados.total > 0 && (
        <>
          <TableContainer>
            <Table size="small" aria-label="Cadastros vencidos para anonimização">
              <TableHead>
                <TableRow>
                  <TableCell>Nome</TableCell>
                  <TableCell>Situação</TableCell>
                  <TableCell>Referência</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {dados.data.map((v) => (
                  <TableRow key={v.id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={`/aprendizes/${String(v.id)}`}>
                        {v.nome}
                      </Link>
                      {!v.ativo && (
                        <Typography component="span" variant="body2" color="text.secondary">
                          {' '}
                          (inativo)
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{v.situacao}</TableCell>
                    <TableCell>
                      {/* The date whole on a phone; what it counts from below it. */}
                      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                        {formatarData(v.referencia)}
                      </Box>
                      <SegundaLinha>{BASE[v.base]}</SegundaLinha>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Paginacao
            total={dados.total}
            page={page}
            pageSize={pageSize}
            tamanhos={[25, 50, 100]}
            onPage={setPage}
            onPageSize={(tamanho) => {
              setPageSize(tamanho);
              setPage(1);
            }}
          />
        </>
      )}
    </Paper>
  );
}

function RelatorioFeito({ relatorio: r }: { relatorio: RelatorioAnonimizacao }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }} role="region" aria-label="Relatório da anonimização">
      <Typography variant="h6" component="h2">
        Relatório da anonimização
      </Typography>
      <Alert severity={r.falhas.length > 0 ? 'warning' : 'success'} sx={{ my: 2 }}>
        {`${String(r.anonimizados.length)} cadastro(s) anonimizado(s)`}
        {r.falhas.length > 0 && `, ${String(r.falhas.length)} não puderam ser anonimizados`}
        {r.restantes > 0 ? `; restam ${String(r.restantes)} vencidos: clique de novo.` : '.'}
      </Alert>
      {r.anonimizados.length > 0 && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          Cadastros anonimizados (nº e referência):{' '}
          {r.anonimizados
            .map((a) => `nº ${String(a.id)} (${formatarData(a.referencia)})`)
            .join(', ')}
        </Typography>
      )}
      {r.falhas.map((f) => (
        <Typography key={f.id} variant="body2" color="error">
          Cadastro nº {f.id}: {f.motivo}
        </Typography>
      ))}
    </Paper>
  );
}
