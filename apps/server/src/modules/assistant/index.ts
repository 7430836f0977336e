// What other modules may use of the assistant module (decision 015): nothing yet; the app mounts it by
// module.ts.
export {};
