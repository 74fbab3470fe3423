export async function p3() { return []; }
