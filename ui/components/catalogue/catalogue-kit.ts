/*
 * The components the catalogue's demos show, imported by every demo section through this one module. Each section is an
 * island with a chunk of its own (composition/features/catalogue/island.ts); importing the shared components through one module keeps
 * them in the chunks the storefront's other islands load them from, as one group, instead of splitting them into a
 * chunk per combination of sections (more requests and bytes on every page). A section's chunk holds its demo alone.
 */
export { Button } from '../button/button';
export { Checkbox } from '../checkbox/checkbox';
export { ExpansionPanel } from '../expansion-panel/expansion-panel';
export { ExpansionPanelGroup } from '../expansion-panel/expansion-panel-group';
export { Input } from '../input/input';
export { Modal } from '../modal/modal';
export { Notification } from '../notification/notification';
export { RadioGroup } from '../radio/radio-group';
export { Select } from '../select/select';
export { TextLink } from '../text-link/text-link';
export { TextSlider } from '../text-slider/text-slider';
