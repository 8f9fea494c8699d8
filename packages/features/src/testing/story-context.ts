import type { StoryContext } from '@storybook/react-vite'
import { expect, mocked, screen, userEvent, waitFor, within } from 'storybook/test'
import type { FixtureApi, FixtureOptions, FixtureState } from '@vitrine/api/fixture'
import { sampleWhitelabel } from '@vitrine/api/fixture'
import type { KeyValueStorage } from '@vitrine/api/react'
import { applyBrand } from '@vitrine/ui'

/** What a shared play function reads of a story's context (a story passes its whole context). */
export type PlayContext = Pick<StoryContext, 'canvas' | 'canvasElement' | 'loaded'>

/** The story's fixture adapter, every method a spy (built by .storybook/fixture-api.tsx). */
export const apiOf = (loaded: unknown): FixtureApi => (loaded as { api: FixtureApi }).api

/** The story's own memory storage (the browser's storage port), seeded from `parameters.storage`. */
export const storageOf = (loaded: unknown): KeyValueStorage =>
  (loaded as { storage: KeyValueStorage }).storage

/** The parts of a story these helpers change. */
interface WithFixture {
  parameters: { fixture: FixtureOptions }
}

/** The story with its fixture changed (data, delay, variant); everything else kept. */
export const withFixture = <S extends WithFixture>(
  story: S,
  fixture: Omit<FixtureOptions, 'wrap'> & { state?: Partial<FixtureState> },
): S => ({
  ...story,
  parameters: { ...story.parameters, fixture: { ...story.parameters.fixture, ...fixture } },
})

/*
 * An open modal hides the page behind it with aria-hidden while trapping focus, so the buttons
 * there are unreachable; axe cannot see the trap and flags them (as in ui's dialog stories).
 */
export const withOpenDialog = {
  a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
}

/** A notification renders beside the screen, not inside it, and fades in: wait until seen. */
export const expectNotified = (text: string) =>
  waitFor(() => expect(screen.getByText(text)).toBeVisible())

/** The row of a table that holds a text (a name, an e-mail), once it shows. */
export async function rowOf(canvasElement: HTMLElement, text: string) {
  const cell = await within(canvasElement).findByText(text)
  return within(cell.closest('tr')!)
}

/** The demo reseller's colours, as the panel applies them; undone before the next story. */
export function withResellerBrand() {
  applyBrand({
    primary: sampleWhitelabel.branding.primary_color ?? undefined,
    primaryForeground: sampleWhitelabel.branding.primary_foreground ?? undefined,
  })
  return () => applyBrand({})
}

/** Waits for a spy's call with these arguments: what a click or a keystroke sets off comes later. */
export const expectCalled = (spy: unknown, ...args: unknown[]) =>
  waitFor(() => expect(spy).toHaveBeenCalledWith(...args))

/** Waits until the spy's latest call has these arguments (a search, a filter, a new order). */
export const expectLastCalled = (spy: unknown, ...args: unknown[]) =>
  waitFor(() => expect(spy).toHaveBeenLastCalledWith(...args))

/** The story with more to play once its own play has passed (a matrix check, a shared check). */
export const playThen = <S extends { play: (context: PlayContext) => Promise<void> }>(
  story: S,
  more: (context: PlayContext) => Promise<void>,
): S => ({
  ...story,
  play: async (context: PlayContext) => {
    await story.play(context)
    await more(context)
  },
})

/** How many times a spy has been called so far (to wait for it to be called again). */
export const callCount = (spy: unknown) => mocked(spy as () => unknown).mock.calls.length

/** Buttons the viewer is not offered (a lower level, nothing to act on): none is rendered. */
export async function expectNoButtons(canvas: PlayContext['canvas'], ...names: string[]) {
  for (const name of names) await expect(canvas.queryByRole('button', { name })).toBeNull()
}

/** A dialog (or alert dialog) by its name, once open; it renders in a portal, off the canvas. */
export const findDialog = async (name: string, role: 'dialog' | 'alertdialog' = 'dialog') =>
  within(await screen.findByRole(role, { name }))

/** Presses a button that opens a dialog and finds the dialog (named as the button unless said). */
export async function openDialog(canvas: PlayContext['canvas'], button: string, name = button) {
  await userEvent.click(canvas.getByRole('button', { name: button }))
  return findDialog(name)
}

/** The texts of some elements, in order (rows, chips, list items, crumbs). */
export const textsOf = (elements: readonly Element[]) =>
  elements.map((element) => element.textContent)

/** The choices a select offers (placeholders, which are disabled, left out). */
export const optionTexts = (select: HTMLElement) =>
  textsOf([...select.querySelectorAll('option:not([disabled])')])

/** A phone's width (375 px), as a story's viewport: spread into the story. */
export const onPhone = <S extends { parameters: object }>(story: S) => ({
  parameters: {
    ...story.parameters,
    viewport: {
      options: {
        phone: { name: 'Celular (375 px)', styles: { width: '375px', height: '812px' } },
      },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
})

/** A CSV file as a spreadsheet saves it (CRLF line ends). */
export const csvFile = (name: string, lines: readonly string[]) =>
  new File([lines.join('\r\n')], name, { type: 'text/csv' })

/** Chooses a file in the customer import once its dialog has faded in (its first frame is clear). */
export async function chooseImportFile(file: File) {
  const input = await screen.findByLabelText('Arquivo CSV')
  await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible())
  await userEvent.upload(input, file)
}

/** The level-2 headings of a list's items, in order (notification titles, store cards). */
export const itemTitles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('listitem')
    .map((item) => within(item).getByRole('heading', { level: 2 }).textContent)

/**
 * A long page is photographed from its top: the play ends back there, whatever it scrolled on
 * the way (a click below the fold, a form focusing its first invalid field).
 */
export const endAtTop =
  <C>(play: (context: C) => Promise<void>) =>
  async (context: C) => {
    await play(context)
    window.scrollTo(0, 0)
  }
