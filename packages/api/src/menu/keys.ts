export const menuKeys = {
  all: ['menu'] as const,
  navbar: () => [...menuKeys.all, 'navbar'] as const,
  module: (module: string) => [...menuKeys.all, 'module', module] as const,
}
