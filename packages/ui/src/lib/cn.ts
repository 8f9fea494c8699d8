import { clsx, type ClassValue } from 'clsx'
import { mergeClasses } from './merge-classes.ts'

/** The one way to compose class names: conditional classes, and a later class overrides an earlier one of the same family. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs))
}
