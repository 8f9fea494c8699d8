/*
 * The model file the dialog's "Baixar modelo" saves: every column, one seller receiving in a
 * bank account and two by pix, semicolons and a BOM so Excel in Portuguese opens it in
 * columns with its accents right. Its documents are valid and none is a sample seller's.
 */

export const SELLER_CSV_SAMPLE_NAME = 'modelo-vendedores.csv'

const SAMPLE_LINES = [
  'nome;documento;email;tipo_recebimento;banco;agencia;digito_agencia;conta;digito;tipo_conta;chave_pix;tipo_chave;conta_provedor',
  'Ateliê Flor de Sal;100.007.919-89;contato@flordesal.com.br;conta;001;1234;5;98765;4;corrente;;;',
  'Casa Jacarandá Ltda;11.222.334/0001-26;financeiro@jacaranda.com.br;pix;;;;;;;11.222.334/0001-26;cnpj;482913',
  'Bruno Tavares;100.015.838-16;bruno.tavares@exemplo.com.br;pix;;;;;;;bruno.tavares@exemplo.com.br;email;',
]

/** The sample's text: a BOM, CRLF line ends (as spreadsheets save). */
export const SELLER_CSV_SAMPLE = `\uFEFF${SAMPLE_LINES.join('\r\n')}\r\n`
