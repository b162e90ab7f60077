import '@mantine/core/styles.css';
import './app/global.css';
import { bootstrap } from './app/boot.js';

void bootstrap();
