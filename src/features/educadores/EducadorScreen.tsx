// /educadores/{id}: the educator's data, edit and inactivate (refused by the API while they lead
// active classes: its sentence says which to change first). Its lines say what the form's inputs
// say (CAMPOS_EDUCADOR's words).
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
import { OPCOES_SEXO, ROTULOS_EDUCADOR as R } from './EducadorCampos';

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
          <Dado rotulo={R.EducCPF}>{e.EducCPF}</Dado>
          <Dado rotulo={R.EducSexo}>{OPCOES_SEXO.find((o) => o.value === e.EducSexo)?.label}</Dado>
          <Dado rotulo={R.EducDataNascimento}>{formatarData(e.EducDataNascimento)}</Dado>
          <Dado rotulo={R.EducEstadoCivil}>{e.EducEstadoCivil}</Dado>
          <Dado rotulo={R.EducNaturalidade}>
            {[e.EducNaturalidade, e.EducUFNaturalidade].filter(Boolean).join(' - ')}
          </Dado>
          <Dado rotulo={R.EducIdentidade}>
            {[e.EducIdentidade, e.EducExpedIdentidade].filter(Boolean).join(' · ')}
          </Dado>
        </SecaoDeDados>
        <SecaoDeDados titulo="Contato e endereço">
          <Dado rotulo={R.EducEMail}>{e.EducEMail}</Dado>
          <Dado rotulo={R.EducTelefone}>{telefone(e.EducTelefone)}</Dado>
          <Dado rotulo={R.EducTelefoneCelular}>{telefone(e.EducTelefoneCelular)}</Dado>
          <Dado rotulo={R.EducEndereco}>{endereco}</Dado>
          <Dado rotulo={R.EducBairro}>{e.EducBairro}</Dado>
          <Dado rotulo={R.EducCidade}>{[e.EducCidade, e.EducUF].filter(Boolean).join(' - ')}</Dado>
          <Dado rotulo={R.EducCEP}>{e.EducCEP && mascararCep(e.EducCEP)}</Dado>
        </SecaoDeDados>
        <SecaoDeDados titulo="No programa">
          <Dado rotulo={R.EducDataEntrada}>{formatarData(e.EducDataEntrada)}</Dado>
          <Dado rotulo="Turmas ativas">{e.turmasAtivas}</Dado>
          <Dado rotulo={R.EducObservacoes}>{e.EducObservacoes}</Dado>
        </SecaoDeDados>
      </Box>
    </>
  );
}
