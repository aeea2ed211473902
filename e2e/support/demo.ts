export { DEMO } from '../../scripts/lib/demo-logins';
