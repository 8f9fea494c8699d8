import { and, eq, inArray } from 'drizzle-orm'
import { addMs, DAY, HOUR } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { customers, type CustomerAddressRow } from './schema.ts'
import { cnpjWithCheckDigits, cpfWithCheckDigits } from './documents.ts'
import { foldName } from './names.ts'

/**
 * The demo store's customers: people and companies from around the country, with and without
 * purchases, tags to filter by, names with accents (sorted and searched without them), one
 * company with an alphanumeric CNPJ. Documents are completed with valid check digits at seed
 * time. Their purchases come from the demo payments (payments/demo), which run after them.
 */
interface DemoCustomer {
  name: string
  email?: string
  /** CPF: 9 digits; CNPJ: 12 characters. The check digits are added. */
  document?: string
  phone?: string
  birth_date?: string
  address?: Omit<CustomerAddressRow, 'label' | 'complement'> & { complement?: string }
  tags?: string[]
  notes?: string
  marketing_consent?: boolean
  subscriptions?: number
  createdDaysAgo: number
}

const sp = (street: string, number: string, district: string, postal_code: string) => ({
  street,
  number,
  district,
  postal_code,
  city: 'São Paulo',
  state: 'SP',
})

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    name: 'Ana Beatriz Souza',
    email: 'ana.souza@exemplo.com.br',
    document: '295379955',
    phone: '11987654321',
    birth_date: '1990-04-12',
    address: { ...sp('Avenida Paulista', '1578', 'Bela Vista', '01310100'), complement: 'Apto 42' },
    tags: ['vip', 'newsletter'],
    notes: 'Prefere entrega pela manhã.',
    marketing_consent: true,
    createdDaysAgo: 270,
  },
  {
    name: 'Bruno Henrique Lima',
    email: 'bruno.lima@exemplo.com.br',
    document: '280012389',
    phone: '21998761234',
    birth_date: '1985-09-30',
    address: {
      street: 'Rua da Assembleia',
      number: '10',
      complement: 'Sala 1201',
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
      postal_code: '20040002',
    },
    tags: ['atacado'],
    createdDaysAgo: 200,
  },
  {
    name: 'Comercial Aurora Ltda',
    email: 'compras@aurora.com.br',
    document: '12ABC34501DE',
    phone: '1134567890',
    address: { ...sp('Rua Vergueiro', '3185', 'Vila Mariana', '04101300'), complement: '5º andar' },
    tags: ['atacado', 'b2b'],
    notes: 'CNPJ alfanumérico. Nota fiscal sempre em nome da matriz.',
    createdDaysAgo: 150,
  },
  {
    name: 'Débora Nascimento',
    email: 'debora.n@exemplo.com',
    phone: '31991234567',
    tags: ['newsletter'],
    marketing_consent: true,
    createdDaysAgo: 20,
  },
  {
    name: 'Eduardo Pires',
    document: '403644788',
    phone: '31987001122',
    address: {
      street: 'Avenida Afonso Pena',
      number: '1500',
      district: 'Centro',
      city: 'Belo Horizonte',
      state: 'MG',
      postal_code: '30130005',
    },
    createdDaysAgo: 12,
  },
  {
    name: 'Fernanda Araújo Castro',
    email: 'fernanda.castro@exemplo.com.br',
    document: '518204637',
    phone: '41998877665',
    birth_date: '1994-01-23',
    address: {
      street: 'Rua XV de Novembro',
      number: '700',
      complement: 'Loja 3',
      district: 'Centro',
      city: 'Curitiba',
      state: 'PR',
      postal_code: '80020310',
    },
    tags: ['vip'],
    marketing_consent: true,
    subscriptions: 1,
    createdDaysAgo: 330,
  },
  {
    name: 'Gustavo Ribeiro',
    email: 'gustavo.ribeiro@exemplo.com',
    document: '734091265',
    phone: '51981112233',
    birth_date: '1979-07-08',
    address: {
      street: 'Rua dos Andradas',
      number: '1234',
      district: 'Centro Histórico',
      city: 'Porto Alegre',
      state: 'RS',
      postal_code: '90020008',
    },
    tags: ['assinante'],
    subscriptions: 1,
    createdDaysAgo: 300,
  },
  {
    name: 'Helena Martins Rocha',
    email: 'helena.rocha@exemplo.com.br',
    phone: '11976543210',
    birth_date: '2001-11-02',
    address: { ...sp('Rua Augusta', '2690', 'Jardins', '01412100'), complement: 'Casa 2' },
    tags: ['newsletter', 'primeira-compra'],
    marketing_consent: true,
    createdDaysAgo: 6,
  },
  {
    name: 'Ícaro Mendes',
    email: 'icaro.mendes@exemplo.com',
    document: '602518439',
    address: {
      street: 'Avenida Beira Mar',
      number: '3980',
      complement: 'Apto 1502',
      district: 'Mucuripe',
      city: 'Fortaleza',
      state: 'CE',
      postal_code: '60165121',
    },
    tags: ['atacado'],
    createdDaysAgo: 120,
  },
  {
    name: 'Joana D’Arc Ferreira',
    email: 'joana.ferreira@exemplo.com.br',
    document: '117893402',
    phone: '81999887766',
    birth_date: '1968-05-17',
    address: {
      street: 'Rua da Aurora',
      number: '325',
      district: 'Boa Vista',
      city: 'Recife',
      state: 'PE',
      postal_code: '50050000',
    },
    notes: 'Liga antes de entregar; o interfone não funciona.',
    createdDaysAgo: 240,
  },
  {
    name: 'João Pedro Oliveira',
    email: 'joao.oliveira@exemplo.com',
    document: '390465781',
    phone: '11955554444',
    birth_date: '1999-03-14',
    address: { ...sp('Rua Teodoro Sampaio', '1020', 'Pinheiros', '05406050') },
    tags: ['newsletter'],
    marketing_consent: true,
    createdDaysAgo: 2,
  },
  {
    name: 'Karina Yamamoto',
    email: 'karina.yamamoto@exemplo.com.br',
    document: '845120973',
    phone: '11932109876',
    birth_date: '1988-12-01',
    address: { ...sp('Rua Galvão Bueno', '412', 'Liberdade', '01506000'), complement: 'Apto 81' },
    tags: ['vip', 'newsletter'],
    marketing_consent: true,
    createdDaysAgo: 360,
  },
  {
    name: 'Lucas Almeida Santos',
    email: 'lucas.santos@exemplo.com',
    phone: '71988776655',
    address: {
      street: 'Avenida Sete de Setembro',
      number: '2100',
      district: 'Vitória',
      city: 'Salvador',
      state: 'BA',
      postal_code: '40080001',
    },
    createdDaysAgo: 45,
  },
  {
    name: 'Mariana Costa e Silva',
    email: 'mariana.silva@exemplo.com.br',
    document: '271836504',
    phone: '61991234321',
    birth_date: '1992-08-25',
    address: {
      street: 'SQS 308 Bloco C',
      number: '204',
      district: 'Asa Sul',
      city: 'Brasília',
      state: 'DF',
      postal_code: '70355030',
    },
    tags: ['assinante', 'vip'],
    marketing_consent: true,
    subscriptions: 2,
    createdDaysAgo: 280,
  },
  {
    name: 'Nicolas Barbosa',
    email: 'nicolas.barbosa@exemplo.com',
    createdDaysAgo: 1,
  },
  {
    name: 'Otávio Cardoso',
    document: '958273614',
    phone: '48996665544',
    address: {
      street: 'Rua Felipe Schmidt',
      number: '515',
      district: 'Centro',
      city: 'Florianópolis',
      state: 'SC',
      postal_code: '88010001',
    },
    tags: ['atacado'],
    createdDaysAgo: 95,
  },
  {
    name: 'Patrícia Gomes',
    email: 'patricia.gomes@exemplo.com.br',
    document: '364728195',
    phone: '19992223344',
    birth_date: '1975-02-19',
    address: {
      street: 'Avenida Norte-Sul',
      number: '800',
      complement: 'Bloco B',
      district: 'Cambuí',
      city: 'Campinas',
      state: 'SP',
      postal_code: '13025320',
    },
    tags: ['newsletter'],
    marketing_consent: true,
    createdDaysAgo: 210,
  },
  {
    name: 'Quitéria Nogueira',
    email: 'quiteria@exemplo.com',
    phone: '84987651234',
    birth_date: '1958-10-04',
    address: {
      street: 'Avenida Engenheiro Roberto Freire',
      number: '1962',
      district: 'Capim Macio',
      city: 'Natal',
      state: 'RN',
      postal_code: '59082095',
    },
    notes: 'Cliente desde a loja física.',
    createdDaysAgo: 400,
  },
  {
    name: 'Rafael Teixeira',
    email: 'rafael.teixeira@exemplo.com.br',
    document: '487215036',
    phone: '27999001122',
    address: {
      street: 'Avenida Jerônimo Monteiro',
      number: '240',
      district: 'Centro',
      city: 'Vitória',
      state: 'ES',
      postal_code: '29010002',
    },
    tags: ['primeira-compra'],
    createdDaysAgo: 8,
  },
  {
    name: 'Sabrina Lopes',
    email: 'sabrina.lopes@exemplo.com',
    document: '713904582',
    phone: '92984443322',
    birth_date: '1996-06-11',
    address: {
      street: 'Avenida Eduardo Ribeiro',
      number: '620',
      district: 'Centro',
      city: 'Manaus',
      state: 'AM',
      postal_code: '69010001',
    },
    tags: ['newsletter'],
    marketing_consent: true,
    createdDaysAgo: 33,
  },
  {
    name: 'Tatiane Moreira',
    email: 'tatiane.moreira@exemplo.com.br',
    phone: '62993332211',
    address: {
      street: 'Avenida Goiás',
      number: '1100',
      district: 'Setor Central',
      city: 'Goiânia',
      state: 'GO',
      postal_code: '74005010',
    },
    tags: ['assinante'],
    subscriptions: 1,
    createdDaysAgo: 190,
  },
  {
    name: 'Ubirajara Tavares',
    document: '826153947',
    phone: '91988112233',
    address: {
      street: 'Avenida Presidente Vargas',
      number: '158',
      district: 'Campina',
      city: 'Belém',
      state: 'PA',
      postal_code: '66010000',
    },
    createdDaysAgo: 75,
  },
  {
    name: 'Vanessa Pereira Dias',
    email: 'vanessa.dias@exemplo.com',
    document: '159357246',
    phone: '11940302010',
    birth_date: '1983-04-29',
    address: { ...sp('Rua Oscar Freire', '900', 'Jardim Paulista', '01426001') },
    tags: ['vip'],
    createdDaysAgo: 345,
  },
  {
    name: 'Wagner Freitas',
    email: 'wagner.freitas@exemplo.com.br',
    phone: '67991239876',
    address: {
      street: 'Rua 14 de Julho',
      number: '2300',
      district: 'Centro',
      city: 'Campo Grande',
      state: 'MS',
      postal_code: '79002333',
    },
    tags: ['atacado', 'b2b'],
    createdDaysAgo: 58,
  },
  {
    name: 'Xavier & Filhos Comércio de Tecidos Ltda',
    email: 'financeiro@xavierefilhos.com.br',
    document: '112223330001',
    phone: '1132221100',
    address: { ...sp('Rua José Paulino', '455', 'Bom Retiro', '01120001') },
    tags: ['atacado', 'b2b'],
    notes: 'Pedidos acima de R$ 5.000,00 com boleto em 28 dias.',
    createdDaysAgo: 390,
  },
  {
    name: 'Yasmin Carvalho',
    email: 'yasmin.carvalho@exemplo.com',
    document: '648201375',
    birth_date: '2003-09-09',
    tags: ['newsletter', 'primeira-compra'],
    marketing_consent: true,
    createdDaysAgo: 4,
  },
  {
    name: 'Zélia Antunes',
    email: 'zelia.antunes@exemplo.com.br',
    document: '930274816',
    phone: '98987776655',
    address: {
      street: 'Rua Grande',
      number: '1012',
      district: 'Centro',
      city: 'São Luís',
      state: 'MA',
      postal_code: '65020250',
    },
    createdDaysAgo: 260,
  },
  {
    name: 'Padaria Pão Dourado ME',
    email: 'contato@paodourado.com.br',
    document: '453216780001',
    phone: '3132145566',
    address: {
      street: 'Rua Sapucaí',
      number: '383',
      district: 'Floresta',
      city: 'Belo Horizonte',
      state: 'MG',
      postal_code: '30150050',
    },
    tags: ['b2b'],
    subscriptions: 1,
    createdDaysAgo: 170,
  },
  {
    name: 'Rodrigo Sá',
    email: 'rodrigo.sa@exemplo.com',
    phone: '85996543210',
    tags: ['newsletter'],
    marketing_consent: true,
    createdDaysAgo: 15,
  },
  {
    name: 'Cecília Brandão',
    email: 'cecilia.brandao@exemplo.com.br',
    document: '384920175',
    phone: '11961237654',
    birth_date: '1971-12-24',
    address: {
      ...sp('Alameda Santos', '1800', 'Cerqueira César', '01418102'),
      complement: 'Conj. 12',
    },
    tags: ['vip', 'assinante'],
    marketing_consent: true,
    subscriptions: 1,
    createdDaysAgo: 420,
  },
]

/** The document with its check digits: 9 digits are a CPF's body, 12 characters a CNPJ's. */
function demoDocument(body: string | undefined) {
  if (!body) return { document: null, documentKind: null }
  return body.length === 9
    ? { document: cpfWithCheckDigits(body), documentKind: 'cpf' as const }
    : { document: cnpjWithCheckDigits(body), documentKind: 'cnpj' as const }
}

/**
 * Adds the demo customers to the store unless some are there already (a database seeded
 * before, whatever was changed since). Created times are spread over the past year, each at
 * a different hour, so every sort shows something.
 */
export async function seedDemoCustomers(db: Database, appId: number, now: Date): Promise<number> {
  const emails = DEMO_CUSTOMERS.flatMap((customer) => (customer.email ? [customer.email] : []))
  const [seeded] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.appId, appId), inArray(customers.email, emails)))
    .limit(1)
  if (seeded) return 0
  const rows = DEMO_CUSTOMERS.map((customer, index) => {
    const createdAt = addMs(now, -customer.createdDaysAgo * DAY - (index % 12) * HOUR)
    return {
      appId,
      name: customer.name,
      sortName: foldName(customer.name),
      email: customer.email ?? null,
      ...demoDocument(customer.document),
      phone: customer.phone ?? null,
      birthDate: customer.birth_date ?? null,
      addresses: customer.address
        ? [{ label: 'Principal', complement: null, ...customer.address }]
        : [],
      tags: customer.tags ?? [],
      notes: customer.notes ?? '',
      marketingConsent: customer.marketing_consent ?? false,
      subscriptionsCount: customer.subscriptions ?? 0,
      createdAt,
      updatedAt: createdAt,
    }
  })
  await db.insert(customers).values(rows)
  return rows.length
}
