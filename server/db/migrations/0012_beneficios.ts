// Benefits (issue 13; server/db/schema/beneficios.ts): the defaults a voucher starts with, the
// competências generated, the transport and food vouchers and the payments per contract and
// competência, in integer cents. A monthly payment is unique per contract and competência; a
// correction of a paid one is another row of tipo 'ajuste'. SQL accepted by PGlite (PostgreSQL 18)
// and Debian's PostgreSQL 15.

export const nome = '0012_beneficios';

const carimbos = `
     criado_em timestamptz NOT NULL DEFAULT now(),
     atualizado_em timestamptz NOT NULL DEFAULT now(),
     versao integer NOT NULL DEFAULT 1`;

const competencia = `competencia text NOT NULL CHECK (competencia ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')`;

export const comandos: readonly string[] = [
  `CREATE TABLE beneficios_padroes (
     id integer PRIMARY KEY CHECK (id = 1),
     tarifa_centavos integer NOT NULL CHECK (tarifa_centavos >= 0),
     viagens integer NOT NULL CHECK (viagens >= 0),
     valor_diario_centavos integer NOT NULL CHECK (valor_diario_centavos >= 0),${carimbos}
   )`,
  // R$ 5,00 a trip (a city bus fare of 2026), two trips a day, R$ 25,00 a day of food.
  `INSERT INTO beneficios_padroes (id, tarifa_centavos, viagens, valor_diario_centavos)
   VALUES (1, 500, 2, 2500)`,

  `CREATE TABLE beneficios_competencias (
     ${competencia} PRIMARY KEY,
     gerada_em timestamptz NOT NULL DEFAULT now(),
     gerada_por integer REFERENCES usuarios(id),
     geracoes integer NOT NULL DEFAULT 1
   )`,

  `CREATE TABLE beneficios_vale_transporte (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     contrato_id integer NOT NULL REFERENCES contratos(id),
     aprendiz_id integer NOT NULL REFERENCES aprendizes(id),
     ${competencia},
     tarifa_centavos integer NOT NULL CHECK (tarifa_centavos >= 0),
     viagens integer NOT NULL CHECK (viagens >= 0),
     opcao text NOT NULL CHECK (opcao IN ('aderiu', 'recusou')),
     data_opcao date,
     dias integer NOT NULL CHECK (dias >= 0),
     valor_centavos integer NOT NULL CHECK (valor_centavos >= 0),
     desconto_centavos integer NOT NULL CHECK (desconto_centavos >= 0 AND desconto_centavos <= valor_centavos),${carimbos},
     CONSTRAINT vale_transporte_recusa_tem_data CHECK (opcao <> 'recusou' OR data_opcao IS NOT NULL)
   )`,
  `CREATE UNIQUE INDEX vale_transporte_contrato_competencia ON beneficios_vale_transporte (contrato_id, competencia)`,
  `CREATE INDEX vale_transporte_competencia ON beneficios_vale_transporte (competencia)`,
  `CREATE INDEX vale_transporte_aprendiz ON beneficios_vale_transporte (aprendiz_id, competencia)`,

  `CREATE TABLE beneficios_vale_alimentacao (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     contrato_id integer NOT NULL REFERENCES contratos(id),
     aprendiz_id integer NOT NULL REFERENCES aprendizes(id),
     ${competencia},
     valor_diario_centavos integer NOT NULL CHECK (valor_diario_centavos >= 0),
     dias integer NOT NULL CHECK (dias >= 0),
     valor_centavos integer NOT NULL CHECK (valor_centavos >= 0),${carimbos}
   )`,
  `CREATE UNIQUE INDEX vale_alimentacao_contrato_competencia ON beneficios_vale_alimentacao (contrato_id, competencia)`,
  `CREATE INDEX vale_alimentacao_competencia ON beneficios_vale_alimentacao (competencia)`,
  `CREATE INDEX vale_alimentacao_aprendiz ON beneficios_vale_alimentacao (aprendiz_id, competencia)`,

  `CREATE TABLE beneficios_pagamentos (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     contrato_id integer NOT NULL REFERENCES contratos(id),
     aprendiz_id integer NOT NULL REFERENCES aprendizes(id),
     parceiro_id integer NOT NULL REFERENCES parceiros(id),
     ${competencia},
     tipo text NOT NULL DEFAULT 'mensal' CHECK (tipo IN ('mensal', 'ajuste')),
     ajuste_de_id integer REFERENCES beneficios_pagamentos(id),
     motivo text,
     bolsa_centavos integer NOT NULL,
     dias_contrato integer NOT NULL,
     dias_uteis integer NOT NULL,
     faltas integer NOT NULL,
     justificadas integer NOT NULL,
     feriados integer NOT NULL,
     afastamento integer NOT NULL,
     valor_bruto_centavos integer NOT NULL,
     desconto_faltas_centavos integer NOT NULL,
     desconto_vt_centavos integer NOT NULL,
     valor_liquido_centavos integer NOT NULL,
     status text NOT NULL DEFAULT 'pendente' CHECK (status IN ('pendente', 'pago')),
     data_pagamento date,
     pago_por integer REFERENCES usuarios(id),
     criado_por integer REFERENCES usuarios(id),${carimbos},
     CONSTRAINT pagamentos_pago_tem_data CHECK (status <> 'pago' OR data_pagamento IS NOT NULL),
     CONSTRAINT pagamentos_ajuste_tem_origem CHECK (tipo <> 'ajuste' OR (ajuste_de_id IS NOT NULL AND motivo IS NOT NULL)),
     CONSTRAINT pagamentos_mensal_nao_negativo CHECK (tipo <> 'mensal' OR valor_liquido_centavos >= 0)
   )`,
  `CREATE UNIQUE INDEX pagamentos_contrato_competencia ON beneficios_pagamentos (contrato_id, competencia) WHERE tipo = 'mensal'`,
  `CREATE INDEX pagamentos_competencia ON beneficios_pagamentos (competencia, status)`,
  `CREATE INDEX pagamentos_parceiro ON beneficios_pagamentos (parceiro_id, competencia)`,
  `CREATE INDEX pagamentos_aprendiz ON beneficios_pagamentos (aprendiz_id, competencia)`,
  `CREATE INDEX pagamentos_ajuste_de ON beneficios_pagamentos (ajuste_de_id) WHERE ajuste_de_id IS NOT NULL`,
];
