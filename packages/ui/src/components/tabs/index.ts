export {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  tabsTriggerVariants,
  type TabsTriggerProps,
} from './tabs.tsx'
