// The record, read-only, in the form's sections (what staff check before editing or printing).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Dado, Painel, SecaoDeDados } from '../../shared/detalhe';
import { formatarData, mascararCep, mascararTelefone } from '../../shared/format';
import { TIPOS_DEFICIENCIA, TURNOS_ESCOLARES } from '../../shared/validation/aprendiz';
import type { Aprendiz } from './api';

const rotuloDe = (lista: readonly { valor: string; rotulo: string }[], valor: string | null) =>
  lista.find((t) => t.valor === valor)?.rotulo ?? valor;

/** A section of free text (not label/value pairs, so not a <dl>: a <dd> needs its <dt>). */
function SecaoDeTexto({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Painel titulo={titulo}>
      <Typography sx={{ m: 0, whiteSpace: 'pre-wrap' }}>{children}</Typography>
    </Painel>
  );
}

export function AbaDados({ aprendiz: a }: { aprendiz: Aprendiz }) {
  const e = a.endereco;
  const r = a.responsavel;
  const telefone = (t: string | null) => (t ? mascararTelefone(t) : null);
  // Contacts of a phone type come as digits; anything else (an e-mail) as typed.
  const contato = (valor: string) => (/^\d{10,11}$/.test(valor) ? mascararTelefone(valor) : valor);
  const semResponsavel = !r || [r.nome, r.cpf, r.parentesco, r.telefone, r.email].every((v) => !v);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <SecaoDeDados titulo="Dados pessoais">
        <Dado rotulo="Nome completo">{a.nome}</Dado>
        <Dado rotulo="Nome social">{a.nomeSocial}</Dado>
        <Dado rotulo="Data de nascimento">{`${formatarData(a.dataNascimento)} (${a.idade} anos)`}</Dado>
        <Dado rotulo="Gênero">{a.rotulos.genero}</Dado>
        <Dado rotulo="Estado civil">{a.rotulos.estadoCivil}</Dado>
        <Dado rotulo="Nacionalidade">{a.rotulos.nacionalidade}</Dado>
        <Dado rotulo="Naturalidade">{a.rotulos.naturalidade}</Dado>
        <Dado rotulo="Data de cadastro">{formatarData(a.dataCadastro)}</Dado>
        <Dado rotulo="Pessoa com deficiência">
          {a.pcd ? `Sim — ${rotuloDe(TIPOS_DEFICIENCIA, a.tipoDeficiencia) ?? ''}` : 'Não'}
        </Dado>
      </SecaoDeDados>
      <SecaoDeDados titulo="Documentos">
        <Dado rotulo="CPF">{a.cpf}</Dado>
        <Dado rotulo="RG">{a.rg}</Dado>
      </SecaoDeDados>
      <SecaoDeDados titulo="Escolaridade">
        <Dado rotulo="Grau de escolaridade">{a.rotulos.grauEscolaridade}</Dado>
        <Dado rotulo="Escola">{a.escola}</Dado>
        <Dado rotulo="Turno escolar">{rotuloDe(TURNOS_ESCOLARES, a.turnoEscolar)}</Dado>
      </SecaoDeDados>
      <SecaoDeDados titulo="Endereço">
        <Dado rotulo="CEP">{e.cep ? mascararCep(e.cep) : null}</Dado>
        <Dado rotulo="Logradouro">
          {[e.logradouro, e.numero, e.complemento].filter(Boolean).join(', ')}
        </Dado>
        <Dado rotulo="Bairro">{e.bairro}</Dado>
        <Dado rotulo="Município">{a.rotulos.municipio}</Dado>
        <Dado rotulo="Região">{a.rotulos.regiao}</Dado>
      </SecaoDeDados>
      <SecaoDeDados titulo="Contatos">
        <Dado rotulo="E-mail">{a.email}</Dado>
        <Dado rotulo="Telefone">{telefone(a.telefone)}</Dado>
        <Dado rotulo="Celular">{telefone(a.celular)}</Dado>
        {a.contatos.map((c, i) => (
          <Dado key={i} rotulo={c.tipoContato}>
            {contato(c.valor)}
          </Dado>
        ))}
      </SecaoDeDados>
      {semResponsavel ? (
        <SecaoDeTexto titulo="Responsável">Nenhum responsável informado.</SecaoDeTexto>
      ) : (
        <SecaoDeDados titulo="Responsável">
          <Dado rotulo="Nome">{r.nome}</Dado>
          <Dado rotulo="CPF">{r.cpf}</Dado>
          <Dado rotulo="Parentesco">{r.parentesco}</Dado>
          <Dado rotulo="Telefone">{telefone(r.telefone)}</Dado>
          <Dado rotulo="E-mail">{r.email}</Dado>
        </SecaoDeDados>
      )}
      <SecaoDeTexto titulo="Observações">{a.observacoes ?? 'Sem observações.'}</SecaoDeTexto>
    </Box>
  );
}
