// Turning the wallet on and off (Pagamentos › Carteira › Ativar/desativar).
export { WalletEnableScreen, type WalletEnableScreenProps } from './WalletEnableScreen.tsx'
