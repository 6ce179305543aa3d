// The top of the three pages of a vacancy (/vagas/{id}, /candidatos, /encaminhamentos): its title,
// partner and status, its actions (Editar, Cancelar vaga with confirmation) and the tabs.
import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { mensagemDeErro } from '../../shared/api/problema';
import { CabecalhoDoRegistro } from '../../shared/detalhe';
import { useConfirmacao } from '../../shared/dialogos';
import { toast } from '../../shared/toast';
import { ChipStatusVaga } from '../../shared/ui/ChipsDeVaga';
import { vagaAberta } from '../../shared/validation/vagas';
import { useVagaCancelarMutation, type Vaga } from './api';

function Acoes({ vaga }: { vaga: Vaga }) {
  const confirmar = useConfirmacao();
  const navigate = useNavigate();
  const [cancelar, { isLoading }] = useVagaCancelarMutation();
  if (!vagaAberta(vaga.status)) return null;
  const cancelarAgora = async () => {
    const sim = await confirmar({
      title: `Cancelar a vaga "${vaga.titulo}"?`,
      message:
        'As candidaturas e os encaminhamentos em aberto são encerrados e cada aprendiz volta a Em seleção ou Inscrito. Nada é apagado, mas a vaga não recebe mais candidatos.',
      confirmLabel: 'Cancelar vaga',
      cancelLabel: 'Manter a vaga',
      destructive: true,
    });
    if (!sim) return;
    const r = await cancelar({ id: vaga.id });
    if (r.error) toast.error(mensagemDeErro(r.error));
    else toast.success('Vaga cancelada.');
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        variant="outlined"
        startIcon={<EditIcon />}
        onClick={() => void navigate(`/vagas/${vaga.id}/editar`)}
      >
        Editar
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<BlockIcon />}
        disabled={isLoading}
        onClick={() => void cancelarAgora()}
      >
        Cancelar vaga
      </Button>
    </Box>
  );
}

export function CabecalhoDaVaga({ vaga }: { vaga: Vaga }) {
  const { temPermissao } = useAuth();
  const { pathname } = useLocation();
  const base = `/vagas/${vaga.id}`;
  return (
    <CabecalhoDoRegistro
      titulo={vaga.titulo}
      subtitulo={
        <Box
          component="span"
          sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
        >
          <Link component={RouterLink} to={`/empresas/${vaga.parceiro.id}/unidades`}>
            {vaga.parceiro.nome}
          </Link>{' '}
          · {vaga.unidade.nome} <ChipStatusVaga status={vaga.status} />
        </Box>
      }
      acoes={temPermissao('vagas:escrever') && <Acoes vaga={vaga} />}
      abas={{
        rotulo: 'Seções da vaga',
        atual: pathname,
        rolavel: true,
        abas: [
          { rotulo: 'Resumo', para: base },
          { rotulo: `Candidatos (${vaga.funil.candidatos})`, para: `${base}/candidatos` },
          {
            rotulo: `Encaminhamentos (${vaga.funil.encaminhados})`,
            para: `${base}/encaminhamentos`,
          },
        ],
      }}
    />
  );
}
