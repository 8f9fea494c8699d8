import '@vitrine/ui/styles.css'
