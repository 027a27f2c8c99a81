export { Menu, type MenuItem, type MenuProps } from '../components/menu';
