// /educadores/{id}: the educator's data, edit and inactivate (refused by the API while they lead
// active classes: its sentence says which to change first).
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { useUndoableAction } from '../../shared/dialogos';
import { formatarData, mascararCep, mascararTelefone } from '../../shared/format';
import { Dado } from '../../shared/ui/Dado';
import { useEducadorInativarMutation, useEducadorReativarMutation, type Educador } from './api';
import { CabecalhoDoEducador } from './CabecalhoDoEducador';
import { CarregarEducador } from './CarregarEducador';
import { OPCOES_SEXO } from './EducadorCampos';

export function EducadorScreen() {
  return <CarregarEducador>{(educador) => <Detalhe educador={educador} />}</CarregarEducador>;
}

const telefone = (v: string | null) => v && mascararTelefone(v);

function Secao({ titulo, children }: { titulo: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={titulo}>
      <Typography variant="h6" component="h2" gutterBottom>
        {titulo}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

function Detalhe({ educador: e }: { educador: Educador }) {
  const { temPermissao } = useAuth();
  const podeEscrever = temPermissao('educadores:escrever');
  const [inativar] = useEducadorInativarMutation();
  const [reativar] = useEducadorReativarMutation();
  const desfazivel = useUndoableAction();
  const endereco = [e.EducEndereco, e.EducNumeroEndereco, e.EducComplemento]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <CabecalhoDoEducador
        educador={e}
        actions={
          podeEscrever && (
            <>
              <Button
                variant="contained"
                startIcon={<EditIcon />}
                component={Link}
                to={`/educadores/${e.id}/editar`}
              >
                Editar
              </Button>
              {e.ativo ? (
                <Button
                  color="error"
                  onClick={() =>
                    void desfazivel({
                      action: () => inativar({ id: e.id }).unwrap(),
                      undo: () => reativar({ id: e.id }).unwrap(),
                      message: 'Educador inativado.',
                    })
                  }
                >
                  Inativar
                </Button>
              ) : (
                <Button onClick={() => void reativar({ id: e.id })}>Reativar</Button>
              )}
            </>
          )
        }
      />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Secao titulo="Dados pessoais">
          <Dado rotulo="CPF">{e.EducCPF}</Dado>
          <Dado rotulo="Sexo">{OPCOES_SEXO.find((o) => o.value === e.EducSexo)?.label}</Dado>
          <Dado rotulo="Data de nascimento">{formatarData(e.EducDataNascimento)}</Dado>
          <Dado rotulo="Estado civil">{e.EducEstadoCivil}</Dado>
          <Dado rotulo="Naturalidade">
            {[e.EducNaturalidade, e.EducUFNaturalidade].filter(Boolean).join(' - ')}
          </Dado>
          <Dado rotulo="Identidade (RG)">
            {[e.EducIdentidade, e.EducExpedIdentidade].filter(Boolean).join(' · ')}
          </Dado>
        </Secao>
        <Secao titulo="Contato e endereço">
          <Dado rotulo="E-mail">{e.EducEMail}</Dado>
          <Dado rotulo="Telefone">{telefone(e.EducTelefone)}</Dado>
          <Dado rotulo="Celular">{telefone(e.EducTelefoneCelular)}</Dado>
          <Dado rotulo="Endereço">{endereco}</Dado>
          <Dado rotulo="Bairro">{e.EducBairro}</Dado>
          <Dado rotulo="Cidade">{[e.EducCidade, e.EducUF].filter(Boolean).join(' - ')}</Dado>
          <Dado rotulo="CEP">{e.EducCEP && mascararCep(e.EducCEP)}</Dado>
        </Secao>
        <Secao titulo="No programa">
          <Dado rotulo="Data de entrada">{formatarData(e.EducDataEntrada)}</Dado>
          <Dado rotulo="Turmas ativas">{e.turmasAtivas}</Dado>
          <Dado rotulo="Observações">{e.EducObservacoes}</Dado>
        </Secao>
      </Box>
    </>
  );
}
