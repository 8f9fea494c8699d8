import type { Platform } from '@vitrine/api'

/**
 * The e-commerce platforms a reseller's stores can run on (GET /whitelabel/config/platforms).
 * Part of the server's configuration: a new platform is a code change with its integration.
 */
export const PLATFORMS: readonly Platform[] = [
  { key: 'vitrine', name: 'Vitrine' },
  { key: 'vtex', name: 'VTEX' },
  { key: 'shopify', name: 'Shopify' },
  { key: 'woocommerce', name: 'WooCommerce' },
  { key: 'nuvemshop', name: 'Nuvemshop' },
  { key: 'tray', name: 'Tray' },
  { key: 'loja-integrada', name: 'Loja Integrada' },
  { key: 'magento', name: 'Adobe Commerce (Magento)' },
]
