// /educadores/{id}: the educator's data, edit and inactivate (refused by the API while they lead
// active classes: its sentence says which to change first).
import Box from '@mui/material/Box';
import { useAuth } from '../../machines/auth';
import {
  AcoesDoRegistro,
  Dado,
  SecaoDeDados,
  telaDoRegistro,
  type PaginaDoRegistro,
} from '../../shared/detalhe';
import { formatarData, mascararCep, mascararTelefone } from '../../shared/format';
import { useEducadorInativarMutation, useEducadorReativarMutation, type Educador } from './api';
import { CabecalhoDoEducador } from './CabecalhoDoEducador';
import { CARREGAR_EDUCADOR } from './carregarEducador';
import { OPCOES_SEXO } from './EducadorCampos';

export const EducadorScreen = telaDoRegistro(CARREGAR_EDUCADOR, Detalhe);

const telefone = (v: string | null) => v && mascararTelefone(v);

function Detalhe({ registro: e }: PaginaDoRegistro<Educador>) {
  const { temPermissao } = useAuth();
  const endereco = [e.EducEndereco, e.EducNumeroEndereco, e.EducComplemento]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <CabecalhoDoEducador
        educador={e}
        actions={
          <AcoesDoRegistro
            ativo={e.ativo}
            podeEscrever={temPermissao('educadores:escrever')}
            argumento={{ id: e.id }}
            useInativar={useEducadorInativarMutation}
            useReativar={useEducadorReativarMutation}
            mensagens={{ inativado: 'Educador inativado.' }}
            editar={{ para: `/educadores/${e.id}/editar`, principal: true }}
          />
        }
      />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <SecaoDeDados titulo="Dados pessoais">
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
        </SecaoDeDados>
        <SecaoDeDados titulo="Contato e endereço">
          <Dado rotulo="E-mail">{e.EducEMail}</Dado>
          <Dado rotulo="Telefone">{telefone(e.EducTelefone)}</Dado>
          <Dado rotulo="Celular">{telefone(e.EducTelefoneCelular)}</Dado>
          <Dado rotulo="Endereço">{endereco}</Dado>
          <Dado rotulo="Bairro">{e.EducBairro}</Dado>
          <Dado rotulo="Cidade">{[e.EducCidade, e.EducUF].filter(Boolean).join(' - ')}</Dado>
          <Dado rotulo="CEP">{e.EducCEP && mascararCep(e.EducCEP)}</Dado>
        </SecaoDeDados>
        <SecaoDeDados titulo="No programa">
          <Dado rotulo="Data de entrada">{formatarData(e.EducDataEntrada)}</Dado>
          <Dado rotulo="Turmas ativas">{e.turmasAtivas}</Dado>
          <Dado rotulo="Observações">{e.EducObservacoes}</Dado>
        </SecaoDeDados>
      </Box>
    </>
  );
}
