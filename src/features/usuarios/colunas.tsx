// The users' table: who, e-mail, função, last access, state chips, and the row's actions menu.
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatarDataHora } from '../../shared/format';
import { colunaDoNome } from '../../shared/lista';
import type { Usuario } from './tipos';
import { acoesPara, type AcaoUsuario } from './useAcoesUsuario';

const ROTULO_ACAO: Record<AcaoUsuario, string> = {
  redefinirSenha: 'Redefinir senha',
  desbloquear: 'Desbloquear',
  desativar: 'Desativar',
  reativar: 'Reativar',
};

export function ChipsDoUsuario({
  usuario,
  soExcecoes = false,
}: {
  usuario: Usuario;
  /** Only what is out of the ordinary (inativo, bloqueado): the phone's compact row. */
  soExcecoes?: boolean;
}) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'nowrap', alignItems: 'center' }}
    >
      {usuario.ativo ? (
        !soExcecoes && <Chip size="small" color="success" variant="outlined" label="Ativo" />
      ) : (
        <Chip size="small" label="Inativo" />
      )}
      {usuario.bloqueado && (
        <Tooltip
          title={
            usuario.bloqueadoAte
              ? `Bloqueado por tentativas de entrada até ${formatarDataHora(usuario.bloqueadoAte)}`
              : 'Bloqueado por tentativas de entrada'
          }
        >
          <Chip size="small" color="warning" label="Bloqueado" />
        </Tooltip>
      )}
      {!soExcecoes && usuario.ativo && usuario.trocarSenha && (
        <Tooltip title="Ainda não trocou a senha temporária pela sua própria">
          <Chip size="small" variant="outlined" label="Senha temporária" />
        </Tooltip>
      )}
    </Box>
  );
}

function MenuDeAcoes({
  usuario,
  meuId,
  editarHref,
  onAcao,
}: {
  usuario: Usuario;
  meuId: number | undefined;
  editarHref: string;
  onAcao: (acao: AcaoUsuario, usuario: Usuario) => void;
}) {
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const fechar = () => {
    setAncora(null);
  };
  const menuId = `acoes-usuario-${usuario.id}`;
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Ações de ${usuario.nome}`}
        aria-haspopup="menu"
        aria-controls={ancora ? menuId : undefined}
        aria-expanded={Boolean(ancora)}
        onClick={(e) => {
          setAncora(e.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={ancora} open={Boolean(ancora)} onClose={fechar}>
        <MenuItem component={RouterLink} to={editarHref} onClick={fechar}>
          Editar
        </MenuItem>
        {acoesPara(usuario, meuId).map((acao) => (
          <MenuItem
            key={acao}
            onClick={() => {
              fechar();
              onAcao(acao, usuario);
            }}
            sx={acao === 'desativar' ? { color: 'error.main' } : undefined}
          >
            {ROTULO_ACAO[acao]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function colunasDeUsuarios(opcoes: {
  meuId: number | undefined;
  editarHref: (u: Usuario) => string;
  onAcao: (acao: AcaoUsuario, usuario: Usuario) => void;
  /** A phone: one column with name, e-mail and what is unusual, then the actions. */
  compacta?: boolean;
}): GridColDef<Usuario>[] {
  const acoes: GridColDef<Usuario> = {
    field: 'acoes',
    headerName: 'Ações',
    sortable: false,
    width: 72,
    align: 'center',
    headerAlign: 'center',
    renderCell: ({ row }) => (
      <MenuDeAcoes
        usuario={row}
        meuId={opcoes.meuId}
        editarHref={opcoes.editarHref(row)}
        onAcao={opcoes.onAcao}
      />
    ),
  };
  if (opcoes.compacta) {
    return [
      {
        field: 'nome',
        headerName: 'Nome',
        flex: 1,
        renderCell: ({ row }) => (
          <Box
            component="span"
            sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3, py: 0.5, minWidth: 0 }}
          >
            <Box component="span" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {row.nome}
              </Box>
              <ChipsDoUsuario usuario={row} soExcecoes />
            </Box>
            <Box
              component="span"
              sx={{
                fontSize: '0.8rem',
                color: 'text.secondary',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {row.email} · {row.funcao.nome}
            </Box>
          </Box>
        ),
      },
      acoes,
    ];
  }
  return [
    { field: 'nome', headerName: 'Nome', flex: 1.2, minWidth: 160 },
    { field: 'email', headerName: 'E-mail', flex: 1.3, minWidth: 190 },
    colunaDoNome('funcao', { headerName: 'Função', flex: 0.7, minWidth: 120 }),
    {
      field: 'ultimoAcesso',
      headerName: 'Último acesso',
      width: 160,
      valueFormatter: (valor: string | null) => (valor ? formatarDataHora(valor) : 'Nunca entrou'),
    },
    {
      field: 'situacao',
      headerName: 'Situação',
      sortable: false,
      minWidth: 300,
      flex: 1,
      renderCell: ({ row }) => <ChipsDoUsuario usuario={row} />,
    },
    acoes,
  ];
}
