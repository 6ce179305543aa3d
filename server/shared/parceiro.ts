// A partner as other records name it (a contract, a vacancy, a voucher, a placement): its trade
// name (nome fantasia) when it has one, else its legal name. One SQL expression, so every list,
// report and file spells the same company the same way.
import { sql } from 'drizzle-orm';
import { parceiros } from '../db/schema';

export const nomeDoParceiro = sql<string>`coalesce(${parceiros.nomeFantasia}, ${parceiros.razaoSocial})`;
