// /admin/salario-minimo: the salário mínimo of each year with the decree that set it. Every
// apprenticeship bolsa is checked against the salário mínimo hora of its start year (CLT art. 428
// § 2º, docs/LEGISLACAO.md); a year missing here leaves its contracts with a warning, so the
// administrator adds it when the decree is published.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type SyntheticEvent } from 'react';
import { errosDeCampo, mensagemDeErro } from '../../shared/api/problema';
import { formatarDinheiro, lerDinheiro } from '../../shared/format';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { toast } from '../../shared/toast';
import { ErroComNovaTentativa } from '../../shared/ui/Carregamento';
import { validarSalarioMinimo } from '../../shared/validation/legislacao';
import {
  useSalarioMinimoAtualizarMutation,
  useSalarioMinimoCriarMutation,
  useSalarioMinimoListarQuery,
  type SalarioMinimo,
} from './api';

interface Rascunho {
  id: number | null;
  versao: number;
  ano: string;
  valor: string;
  decreto: string;
}

const vazio = (): Rascunho => ({ id: null, versao: 0, ano: '', valor: '', decreto: '' });

export function SalarioMinimoScreen() {
  const lista = useSalarioMinimoListarQuery();
  const [criar, criacao] = useSalarioMinimoCriarMutation();
  const [atualizar, atualizacao] = useSalarioMinimoAtualizarMutation();
  const [r, setR] = useState<Rascunho>(vazio);
  const [erros, setErros] = useState<Record<string, string>>({});

  const editar = (s: SalarioMinimo) => {
    setErros({});
    setR({
      id: s.id,
      versao: s.versao,
      ano: String(s.ano),
      valor: formatarDinheiro(s.valorCentavos / 100),
      decreto: s.decreto,
    });
  };

  const salvar = async (e: SyntheticEvent) => {
    e.preventDefault();
    const reais = lerDinheiro(r.valor);
    const corpo = {
      ano: /^\d+$/.test(r.ano) ? Number(r.ano) : Number.NaN,
      valorCentavos: reais === null ? Number.NaN : Math.round(reais * 100),
      decreto: r.decreto,
    };
    const locais = validarSalarioMinimo(corpo);
    if (Object.keys(locais).length > 0) {
      setErros(locais);
      return;
    }
    const resposta =
      r.id === null
        ? await criar({ body: corpo })
        : await atualizar({ id: r.id, body: { ...corpo, versao: r.versao } });
    if (resposta.error) {
      setErros(errosDeCampo(resposta.error));
      toast.error(mensagemDeErro(resposta.error));
      return;
    }
    toast.success(`Salário mínimo de ${String(corpo.ano)} salvo.`);
    setErros({});
    setR(vazio());
  };

  const campo = (nome: 'ano' | 'valor' | 'decreto', erro: string | undefined) => ({
    name: nome,
    value: r[nome],
    error: Boolean(erro),
    helperText: erro,
  });

  return (
    <Box>
      <CabecalhoDaPagina
        titulo="Salário mínimo"
        subtitulo="O valor de cada ano e o decreto que o fixou. A bolsa de todo contrato de aprendizagem é conferida com o salário mínimo hora do ano de início (CLT, art. 428, § 2º)."
      />
      {lista.isError ? (
        <ErroComNovaTentativa erro={lista.error} onTentarDeNovo={() => void lista.refetch()} />
      ) : (
        <Paper variant="outlined" sx={{ mb: 3 }}>
          <Table size="small" aria-label="Salário mínimo por ano">
            <TableHead>
              <TableRow>
                <TableCell>Ano</TableCell>
                <TableCell align="right">Valor mensal</TableCell>
                <TableCell>Decreto</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {(lista.data?.data ?? []).map((s) => (
                <TableRow key={s.id}>
                  <TableCell>{s.ano}</TableCell>
                  <TableCell align="right">{formatarDinheiro(s.valorCentavos / 100)}</TableCell>
                  <TableCell>{s.decreto}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => editar(s)}>
                      Editar {s.ano}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <Box component="form" noValidate onSubmit={(e) => void salvar(e)}>
        <Typography variant="h6" component="h2" gutterBottom>
          {r.id === null ? 'Cadastrar um ano' : `Corrigir ${r.ano}`}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
          }}
        >
          <TextField
            label="Ano"
            required
            {...campo('ano', erros.ano)}
            onChange={(e) => setR({ ...r, ano: e.target.value.replace(/\D/g, '').slice(0, 4) })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label="Valor mensal (R$)"
            required
            placeholder="R$ 0,00"
            {...campo('valor', erros.valorCentavos)}
            onChange={(e) => setR({ ...r, valor: formatarDinheiro(lerDinheiro(e.target.value)) })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label="Decreto"
            required
            placeholder="Decreto nº 12.342, de 30 de dezembro de 2024"
            {...campo('decreto', erros.decreto)}
            onChange={(e) => setR({ ...r, decreto: e.target.value })}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={criacao.isLoading || atualizacao.isLoading}
          >
            Salvar
          </Button>
          {r.id !== null && (
            <Button
              onClick={() => {
                setR(vazio());
                setErros({});
              }}
            >
              Cancelar
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
