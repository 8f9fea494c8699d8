import { describe, expect, test } from 'vitest'
import { isUploadedImagePath } from '../links/schema.ts'
import { imageVariantPath, isUploadedFilePath } from './upload.ts'

const KEY = 'a1'.repeat(32)
const BASE = '/api/payments/public/files/'

describe('uploaded files', () => {
  test('an image and its copies are uploaded files; anything else is not', () => {
    for (const ending of ['.png', '.jpg', '.webp', '.gif', '-320w.webp', '-1280w.webp']) {
      expect(isUploadedFilePath(`${BASE}${KEY}${ending}`)).toBe(true)
    }
    for (const address of [
      `${BASE}${KEY}.svg`,
      `${BASE}${KEY}-320w.png`,
      `${BASE}${KEY.slice(1)}.png`,
      `https://loja.example.com${BASE}${KEY}.png`,
      `${BASE}../${KEY}.png`,
    ]) {
      expect(isUploadedFilePath(address)).toBe(false)
    }
  })

  test('an image kept by the service (GIF included) is an image address; a copy is not', () => {
    expect(isUploadedImagePath(`${BASE}${KEY}.gif`)).toBe(true)
    expect(isUploadedImagePath(`${BASE}${KEY}-640w.webp`)).toBe(false)
  })

  test("a copy's address is named after its image's", () => {
    expect(imageVariantPath(`${BASE}${KEY}.jpg`, 640)).toBe(`${BASE}${KEY}-640w.webp`)
    expect(imageVariantPath(`${BASE}${KEY}.gif`, 320)).toBe(`${BASE}${KEY}-320w.webp`)
    expect(imageVariantPath('https://cdn.example.com/foto.jpg', 320)).toBeUndefined()
    expect(imageVariantPath(`${BASE}${KEY}-320w.webp`, 640)).toBeUndefined()
  })
})
