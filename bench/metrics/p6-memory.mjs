export async function p6() { return []; }
