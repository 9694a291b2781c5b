/**
 * The libraries the app runs on, evaluated on their own (web/main.tsx): with the app's own modules
 * in the same step they were one long task of the main thread (about 150 ms on a phone's CPU, issue
 * 18), and a tap meanwhile waited for all of it.
 */
import 'react';
import 'react-dom/client';
import 'react-router';
import '@tanstack/react-query';
