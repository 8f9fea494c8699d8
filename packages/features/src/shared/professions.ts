import type { Profession } from '@vitrine/api'
import { PROFESSIONS } from '@vitrine/api'

const labels: Record<Profession, string> = {
  owner: 'Dono(a) da loja',
  marketing: 'Marketing',
  ecommerce: 'E-commerce',
  analyst: 'Analista',
  student: 'Estudante',
  other: 'Outra',
}

/** The profession options of the User entity, labelled in Portuguese. */
export const professionOptions = PROFESSIONS.map((value) => ({ value, label: labels[value] }))
